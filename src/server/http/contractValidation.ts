import { CONTRACT_KEYWORDS } from './controlCharacters';

/**
 * How request bodies, queries and parameters are checked against the contract: as written (no coercion, no
 * removed fields), first error only, with the contract's own keywords known. The contract test uses it too.
 */
export const CONTRACT_AJV = {
  customOptions: {
    strict: false,
    coerceTypes: false,
    removeAdditional: false,
    allErrors: false,
    keywords: [...CONTRACT_KEYWORDS],
  },
};
