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

/** Scrolls to the end; the footer is laid out when it nears the viewport, so until the end stays put. */
export async function scrollToEnd(page: Page, settle: () => Promise<void>): Promise<void> {
  for (let i = 0; i < 3; i += 1) {
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    await settle();
  }
}

/**
 * Buttons, links, menu entries and labels whose text does not fit their box (issue 39: Spanish runs about
 * 20 % longer): text cut by `overflow: hidden`, an ellipsis, or a label wider than the control it names.
 * Only what is on screen at this width counts (hidden menus and the other layout are skipped).
 */
export function clippedLabels(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const selector = [
      'button',
      'a',
      'label',
      '[role="menuitem"]',
      '.mantine-Button-label',
      '.mantine-NavLink-label',
      '.mantine-SegmentedControl-label',
      '.mantine-Tabs-tabLabel',
      '.mantine-Badge-label',
      '.mantine-Chip-label',
    ].join(', ');
    const found: string[] = [];
    for (const element of document.querySelectorAll<HTMLElement>(selector)) {
      const box = element.getBoundingClientRect();
      if (box.width === 0 || box.height === 0) continue;
      // A visually hidden text (a screen reader's name) is clipped on purpose.
      if (box.width <= 1 || box.height <= 1) continue;
      const style = getComputedStyle(element);
      const clips =
        style.overflowX === 'hidden' || style.overflowX === 'clip' || style.textOverflow === 'ellipsis';
      if (!clips) continue;
      if (element.scrollWidth > element.clientWidth + 1) {
        const name = (element.getAttribute('aria-label') ?? element.textContent ?? '').trim().slice(0, 60);
        if (name) found.push(`"${name}" (${element.scrollWidth} px in ${element.clientWidth} px)`);
      }
    }
    return [...new Set(found)];
  });
}
