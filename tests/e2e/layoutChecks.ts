import type { Page } from 'playwright-core';

// What a visitor would see wrong in a page's layout at the current viewport, read in the browser.

/** Sideways scroll in px, and the header's links and buttons that stick out of its content box. */
export function headerLayout(page: Page): Promise<{ scroll: number; outside: string[] }> {
  return page.evaluate(() => {
    const container = document.querySelector('header .mantine-Container-root');
    if (!container) return { scroll: document.documentElement.scrollWidth - window.innerWidth, outside: [] };
    const box = container.getBoundingClientRect();
    const style = getComputedStyle(container);
    const left = box.left + Number.parseFloat(style.paddingLeft);
    const right = box.right - Number.parseFloat(style.paddingRight);
    const outside = [...document.querySelectorAll('header a, header button')]
      .filter((control) => control.getBoundingClientRect().width > 0)
      .filter((control) => {
        const { left: l, right: r } = control.getBoundingClientRect();
        return l < left - 0.5 || r > right + 0.5;
      })
      .map((control) => control.getAttribute('aria-label') ?? control.textContent?.trim() ?? '?');
    return { scroll: document.documentElement.scrollWidth - window.innerWidth, outside };
  });
}

/** The page's links, buttons and fields in view that the floating Get Estimate tab or Inquiry List covers. */
export function coveredControls(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const widgets = '[class*="estimateTab"], [class*="inquiryButton"]';
    const floats = [...document.querySelectorAll(widgets)]
      .map((widget) => widget.getBoundingClientRect())
      .filter((box) => box.width > 0);
    const found: string[] = [];
    for (const control of document.querySelectorAll(
      'main a, main button, main input, main textarea, footer a, footer button',
    )) {
      if (control.closest(widgets)) continue;
      const box = control.getBoundingClientRect();
      if (box.width === 0 || box.bottom <= 0 || box.top >= window.innerHeight) continue;
      const hit = floats.some(
        (f) => box.left < f.right && box.right > f.left && box.top < f.bottom && box.bottom > f.top,
      );
      if (hit) found.push((control.getAttribute('aria-label') ?? control.textContent ?? '').trim());
    }
    return found;
  });
}

/**
 * Scrolls to the end; the footer is laid out when it nears the viewport, so again while the end moves
 * (at most three times): one scroll sufficed on most pages, and three every time cost a third of the sweep.
 */
export async function scrollToEnd(page: Page, settle: () => Promise<void>): Promise<void> {
  for (let i = 0; i < 3; i += 1) {
    const atEnd = await page.evaluate(() => {
      window.scrollTo(0, document.documentElement.scrollHeight);
      return document.documentElement.scrollHeight;
    });
    await settle();
    if ((await page.evaluate(() => document.documentElement.scrollHeight)) === atEnd) return;
  }
}

/** What counts as a control or a label whose text must show whole. */
const LABELLED = [
  'button',
  'a',
  'label',
  'summary',
  '[role="button"]',
  '[role="tab"]',
  '[role="menuitem"]',
  '.mantine-Button-label',
  '.mantine-NavLink-label',
  '.mantine-SegmentedControl-label',
  '.mantine-Tabs-tabLabel',
  '.mantine-Badge-label',
  '.mantine-Chip-label',
].join(', ');

/**
 * Buttons, links, tabs, menu entries and labels inside `scope` (the whole page, or an open dialog) whose
 * text does not fit their box (issue 39: Spanish runs about 20 % longer; issue 41: the thank-you dialog's
 * booking button lost 25 px at 390 px): text cut by `overflow: hidden`, `clip` or an ellipsis. Two ways,
 * both measured in the page: the control or any box inside it (Mantine's Button keeps its text in a label
 * span that hides what overflows) scrolls wider than it shows, or a line of its text, as the browser laid
 * it out (a range's rectangles), runs past a box between it and the control that clips it. Only what is
 * drawn at this width counts (hidden menus and the other layout are skipped), and a visually hidden text
 * (a screen reader's name, a 1 px box) is clipped on purpose, as is a text its control's title holds whole.
 */
export function clippedLabels(page: Page, scope = 'body'): Promise<string[]> {
  return page.evaluate(
    ({ scope, labelled }) => {
      const found: string[] = [];
      const clipsX = (style: CSSStyleDeclaration) =>
        style.overflowX === 'hidden' || style.overflowX === 'clip' || style.textOverflow === 'ellipsis';
      const clipsY = (style: CSSStyleDeclaration) =>
        style.overflowY === 'hidden' || style.overflowY === 'clip';
      const tiny = (element: Element) => {
        const box = element.getBoundingClientRect();
        return box.width <= 1 || box.height <= 1;
      };
      // Each control is looked at once, with everything inside it (a Button's label span, a link in a label).
      const controls = [...document.querySelectorAll(scope)].flatMap((root) =>
        [...root.querySelectorAll<HTMLElement>(labelled)].filter(
          (element) => !element.parentElement?.closest(labelled)?.closest(scope),
        ),
      );
      for (const control of controls) {
        if (tiny(control) || !control.checkVisibility({ visibilityProperty: true })) continue;
        // A name the visitor chose, shortened on purpose, whose control holds it whole in its title (the
        // account menu's username: decision 218) is not cut off by accident.
        if (control.title.trim() !== '' && control.textContent?.trim() === control.title.trim()) continue;
        const problems: string[] = [];
        for (const box of [control, ...control.querySelectorAll<HTMLElement>('*')]) {
          if (box.matches('input, textarea, select, svg, svg *') || tiny(box)) continue;
          if (clipsX(getComputedStyle(box)) && box.scrollWidth > box.clientWidth + 1) {
            problems.push(`${box.scrollWidth} px in ${box.clientWidth} px`);
            break;
          }
        }
        // How far the furthest line runs past a box that clips it, sideways and downwards.
        let past = 0;
        let below = 0;
        const texts = document.createTreeWalker(control, NodeFilter.SHOW_TEXT);
        for (let text = texts.nextNode(); text; text = texts.nextNode()) {
          if (!text.textContent?.trim()) continue;
          // The boxes between the text and the control that clip it; none may be visually hidden.
          const clippers: Element[] = [];
          let hidden = false;
          for (let box = text.parentElement; box; box = box === control ? null : box.parentElement) {
            if (tiny(box)) hidden = true;
            const style = getComputedStyle(box);
            if (clipsX(style) || clipsY(style)) clippers.push(box);
          }
          if (hidden || !text.parentElement?.checkVisibility({ visibilityProperty: true })) continue;
          const range = document.createRange();
          range.selectNodeContents(text);
          for (const line of range.getClientRects()) {
            for (const clipper of clippers) {
              const edge = clipper.getBoundingClientRect();
              const style = getComputedStyle(clipper);
              const left = edge.left + clipper.clientLeft;
              const top = edge.top + clipper.clientTop;
              if (clipsX(style)) {
                past = Math.max(past, left - line.left, line.right - (left + clipper.clientWidth));
              }
              // Ascenders and descenders may reach a little past a tight box; a cut line is a line's height.
              const under = Math.max(top - line.top, line.bottom - (top + clipper.clientHeight));
              if (clipsY(style) && under > line.height / 3) below = Math.max(below, under);
            }
          }
        }
        if (past > 1) problems.push(`a line runs ${Math.round(past)} px past its box`);
        if (below > 0) problems.push(`a line runs ${Math.round(below)} px outside its box's height`);
        if (problems.length === 0) continue;
        const name = (control.getAttribute('aria-label') ?? control.textContent ?? '')
          .trim()
          .replace(/\s+/g, ' ');
        found.push(`"${name.slice(0, 60) || control.tagName}" (${[...new Set(problems)].join('; ')})`);
      }
      return [...new Set(found)];
    },
    { scope, labelled: LABELLED },
  );
}

/**
 * The page's geometry as the sweep's checks read it, as one text: the page's width and height, and the box
 * (in page coordinates, to the half pixel) and the scrolled and shown widths of every labelled control, header
 * control and floating widget. Two themes with the same geometry give every check the same answer.
 */
export function layoutGeometry(page: Page): Promise<string> {
  return page.evaluate((labelled) => {
    const half = (value: number) => Math.round(value * 2) / 2;
    const boxes = [
      ...document.querySelectorAll<HTMLElement>(
        `${labelled}, header a, header button, [class*="estimateTab"], [class*="inquiryButton"]`,
      ),
    ].map((element) => {
      const box = element.getBoundingClientRect();
      return [
        half(box.left + window.scrollX),
        half(box.top + window.scrollY),
        half(box.width),
        half(box.height),
        element.scrollWidth,
        element.clientWidth,
      ].join(',');
    });
    const root = document.documentElement;
    return [`${root.scrollWidth}x${root.scrollHeight}`, ...boxes].join(' ');
  }, LABELLED);
}
