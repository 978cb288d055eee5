import { type SearchPort } from '@storefront/core';
export interface SearchContractSubject {
    /** A search engine holding the demo catalogue (its signature pieces and a few hundred more). */
    readonly port: SearchPort;
    dispose(): Promise<void>;
}
/** The rules every `SearchPort` adapter keeps, in English and Arabic. */
export declare function searchPortContract(label: string, arrange: () => Promise<SearchContractSubject>): void;
//# sourceMappingURL=search-port.contract.d.ts.map