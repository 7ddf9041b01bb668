import { describe, expect, it, vi } from 'vitest';
import { initialRevealState, revealDue } from '../../src/web/hooks/useRevealOnScroll';
import { copyText } from '../../src/web/layout/clipboard';
import { isScrolled } from '../../src/web/layout/useScrolled';

describe('section reveal at 30 percent', () => {
  it('is due once 30 % of a short section is visible', () => {
    expect(revealDue({ visiblePx: 100, elementPx: 400, viewportPx: 900 })).toBe(false);
    expect(revealDue({ visiblePx: 120, elementPx: 400, viewportPx: 900 })).toBe(true);
    expect(revealDue({ visiblePx: 0, elementPx: 400, viewportPx: 900 })).toBe(false);
  });

  it('counts 30 % of the viewport for a section taller than the viewport', () => {
    expect(revealDue({ visiblePx: 250, elementPx: 3000, viewportPx: 900 })).toBe(false);
    expect(revealDue({ visiblePx: 270, elementPx: 3000, viewportPx: 900 })).toBe(true);
  });

  it('animates only sections that start off screen, and none under reduced motion', () => {
    const offScreen = { visiblePx: 0, elementPx: 400, viewportPx: 900 };
    const onScreen = { visiblePx: 400, elementPx: 400, viewportPx: 900 };
    expect(initialRevealState({ canObserve: true, reducedMotion: false, visibility: offScreen })).toBe(
      'waiting',
    );
    expect(initialRevealState({ canObserve: true, reducedMotion: false, visibility: onScreen })).toBe('idle');
    expect(initialRevealState({ canObserve: true, reducedMotion: true, visibility: offScreen })).toBe('idle');
    expect(initialRevealState({ canObserve: false, reducedMotion: false, visibility: offScreen })).toBe(
      'idle',
    );
  });
});

describe('scrolled header', () => {
  it('switches after the threshold', () => {
    expect(isScrolled(0)).toBe(false);
    expect(isScrolled(8)).toBe(false);
    expect(isScrolled(9)).toBe(true);
  });
});

describe('copyText', () => {
  it('uses the Clipboard API when it works', async () => {
    const writeText = vi.fn(() => Promise.resolve());
    const legacyCopy = vi.fn(() => true);
    expect(await copyText('a@b.test', { writeText, legacyCopy })).toBe(true);
    expect(writeText).toHaveBeenCalledWith('a@b.test');
    expect(legacyCopy).not.toHaveBeenCalled();
  });

  it('falls back when the Clipboard API is refused or missing', async () => {
    const legacyCopy = vi.fn(() => true);
    const refused = () => Promise.reject(new DOMException('denied', 'NotAllowedError'));
    expect(await copyText('a@b.test', { writeText: refused, legacyCopy })).toBe(true);
    expect(await copyText('a@b.test', { legacyCopy })).toBe(true);
    expect(legacyCopy).toHaveBeenCalledTimes(2);
  });

  it('reports failure when nothing can copy', async () => {
    const legacyCopy = () => {
      throw new Error('no document');
    };
    expect(await copyText('a@b.test', { legacyCopy })).toBe(false);
    expect(await copyText('a@b.test', { legacyCopy: () => false })).toBe(false);
  });
});
