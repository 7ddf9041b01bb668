import { Fragment, type ReactNode } from 'react';

/**
 * The value to give a message's placeholder where a link goes: `t('x', { phone: LINK_MARK })`, then
 * `<TextWithLink text={...} link={<Anchor ...>} />` puts the link there, wherever the language places it.
 */
export const LINK_MARK = '\u0000link\u0000';

/** A translated sentence with one element (a link) in the place of its LINK_MARK. */
export function TextWithLink({ text, link }: { text: string; link: ReactNode }) {
  const parts = text.split(LINK_MARK);
  return parts.map((part, index) => (
    // biome-ignore lint/suspicious/noArrayIndexKey: the parts of one fixed sentence, never reordered
    <Fragment key={index}>
      {index > 0 && link}
      {part}
    </Fragment>
  ));
}
