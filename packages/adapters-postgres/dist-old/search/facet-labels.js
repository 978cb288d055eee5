import { arabicFacetLabel } from '../seed/facet-labels.js';
export function arabicLabel(facet, value) {
    if (value === null)
        return null;
    return arabicFacetLabel(facet, value) ?? value;
}
//# sourceMappingURL=facet-labels.js.map