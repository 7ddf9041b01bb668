import { type ReactNode, useCallback, useMemo } from 'react';
import { inquiryListMachine } from '../../../machines/inquiryList.machine';
import { readCookie, removeCookie, writeCookie } from '../../api/cookies';
import { newKeyPrefix } from '../../shared/submissionKeys';
import { createFlowContext } from '../hooks/flowContext';
import { useFlow } from '../hooks/useFlow';
import { useHydrated } from '../hooks/useHydrated';
import { resendSavedLeadSoon } from '../offline/leadResend';
import { readSignedInUser } from '../session';

// One inquiry list for the whole visit: product cards add to it, the floating panel shows and sends it.

export const InquiryListContext = createFlowContext<typeof inquiryListMachine>('InquiryListContext');

function signedInContact() {
  const user = readSignedInUser();
  return user ? { first_name: user.first_name, last_name: user.last_name, email: user.email } : null;
}

export function InquiryListProvider({ children }: { children: ReactNode }) {
  const actor = useFlow(inquiryListMachine, {
    input: { stored: readCookie('InquiryList'), user: signedInContact(), keyPrefix: newKeyPrefix() },
    effects: {
      persistList: ({ names }) =>
        names.length > 0 ? writeCookie('InquiryList', names) : removeCookie('InquiryList'),
      leadSavedOffline: resendSavedLeadSoon,
    },
  });
  return <InquiryListContext.Provider value={actor}>{children}</InquiryListContext.Provider>;
}

export interface InquiryListHandle {
  /** Adds a catalogue entry (name from `inquiryEntryName`); a name already listed is ignored. */
  add: (entryName: string) => void;
  isListed: (entryName: string) => boolean;
  count: number;
}

const NONE: readonly string[] = [];

/**
 * The names on the list. The list lives in a cookie, which prerendered pages cannot know: hydration
 * starts from an empty list, as the HTML shows it, and the stored names appear right after.
 */
export function useListedNames(): readonly string[] {
  const names = InquiryListContext.useSelector(
    (snapshot) => snapshot.context.items.map((item) => item.name),
    (a, b) => a.length === b.length && a.every((name, i) => name === b[i]),
  );
  return useHydrated() ? names : NONE;
}

/** For the catalogue: `const { add } = useInquiryList(); <ProductCard onAddToInquiry={add} />`. */
export function useInquiryList(): InquiryListHandle {
  const actor = InquiryListContext.useActorRef();
  const names = useListedNames();
  const add = useCallback((entryName: string) => actor.send({ type: 'ITEM.ADD', name: entryName }), [actor]);
  const isListed = useCallback((entryName: string) => names.includes(entryName), [names]);
  return useMemo(() => ({ add, isListed, count: names.length }), [add, isListed, names.length]);
}
