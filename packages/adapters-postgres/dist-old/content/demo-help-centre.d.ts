import type { Language, Region } from '@storefront/core';
type Question = {
    readonly Question: string;
    readonly Answer: string;
};
type Topic = Readonly<Record<Language, {
    readonly Title: string;
    readonly Questions: readonly Question[];
}>>;
/** A help-centre topic of the demo store: `region` null is shared by every region that has none of its own. */
export interface DemoHelpTopic {
    readonly slug: string;
    readonly region: Region | null;
    readonly position: number;
    readonly body: Topic;
}
/** Every help-centre topic of the demo store. */
export declare const DEMO_HELP_TOPICS: readonly DemoHelpTopic[];
export {};
//# sourceMappingURL=demo-help-centre.d.ts.map