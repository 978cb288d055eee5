import type { ResultAsync } from 'neverthrow';
/** The value of a result the contract expects to succeed; the error, in the message, when it did not. */
export declare function ok<T, E>(result: ResultAsync<T, E>): Promise<T>;
/** The error of a result the contract expects to fail; the value, in the message, when it did not. */
export declare function failure<T, E>(result: ResultAsync<T, E>): Promise<E>;
//# sourceMappingURL=settle.d.ts.map