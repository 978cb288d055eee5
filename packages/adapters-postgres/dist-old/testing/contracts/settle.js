/** The value of a result the contract expects to succeed; the error, in the message, when it did not. */
export async function ok(result) {
    const settled = await result;
    if (settled.isErr())
        throw new Error(`Expected success, got ${JSON.stringify(settled.error)}`);
    return settled.value;
}
/** The error of a result the contract expects to fail; the value, in the message, when it did not. */
export async function failure(result) {
    const settled = await result;
    if (settled.isOk())
        throw new Error(`Expected a failure, got ${JSON.stringify(settled.value)}`);
    return settled.error;
}
//# sourceMappingURL=settle.js.map