// index.html carries a default <title> and meta description for visitors and crawlers without
// JavaScript. Each page renders its own (React 19 hoists them into <head>), so the defaults are
// removed at start-up; otherwise the document would hold two of each and crawlers read the first.
export const STATIC_HEAD_ATTRIBUTE = 'data-static-head';

export function dropStaticHead(head: ParentNode): void {
  for (const element of head.querySelectorAll(`[${STATIC_HEAD_ATTRIBUTE}]`)) element.remove();
}
