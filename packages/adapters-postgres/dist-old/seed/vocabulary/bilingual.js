export function agree(gender, masculine, feminine) {
    return gender === 'm' ? masculine : feminine;
}
//# sourceMappingURL=bilingual.js.map