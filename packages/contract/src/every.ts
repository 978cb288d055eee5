/** Lists every member of a union once: a value the core adds fails to compile here until the wire names it. */
export type Every<Union, List extends readonly Union[]> = [Exclude<Union, List[number]>] extends [never] ? List : never;
