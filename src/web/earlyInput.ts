import { APP_READY_ATTRIBUTE, EARLY_INPUT_ATTRIBUTE, EARLY_INPUT_GLOBAL } from './prerender/rootAttributes';

// The app's half of early input: what the inline recorder (prerender/earlyInputScript.ts) kept while the
// page was not live yet is answered once it is, exactly once per control, as if it came then.

interface EarlyKey {
  key: string;
  code: string;
  shiftKey: boolean;
  /** Enter or Space: the browser would have clicked the control unless a handler took the key. */
  activates: boolean;
}

/** One control the visitor used before the app was live (the recorder's entry). */
interface EarlyControl {
  el: HTMLElement;
  /** The element that shows the pressed look (a switch's label rather than its hidden input). */
  look: Element;
  /** Whether the recorder set aria-busy (and so must take it away). */
  busy: boolean;
  click: boolean;
  keys: EarlyKey[];
}

/** A field typed into before the app was live, with its text at the last keystroke. */
interface EarlyText {
  el: EventTarget;
  text: string;
}

/** In the order the visitor first used each control or field. */
type EarlyInput = (EarlyControl | EarlyText)[];

declare global {
  interface Window {
    [EARLY_INPUT_GLOBAL]?: EarlyInput;
  }
}

/** Resolves in a new task, so what the previous answer rendered has committed before the next one. */
function nextTask(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, 0));
}

type TextField = HTMLInputElement | HTMLTextAreaElement;

function isTextField(target: EventTarget): target is TextField {
  return target instanceof HTMLInputElement || target instanceof HTMLTextAreaElement;
}

/**
 * Hands the text typed before hydration to the view that owns the field. Hydration leaves the typed text
 * on screen but the view's state empty, and the view's first render after hydration wipes it. React only
 * reports an `input` whose value differs from the one it last saw, so its copy is first set to the rendered
 * value (through the element's own setter, which React watches) and the typed text is put in underneath.
 */
function adoptTypedText(field: TextField, typed: string): void {
  if (!field.isConnected || typed === field.defaultValue) return;
  // Changed since by something other than the view's render (which keeps defaultValue in step).
  if (field.value !== typed && field.value !== field.defaultValue) return;
  const prototype =
    field instanceof HTMLInputElement ? HTMLInputElement.prototype : HTMLTextAreaElement.prototype;
  const setNative = Object.getOwnPropertyDescriptor(prototype, 'value')?.set;
  field.value = field.defaultValue;
  setNative?.call(field, typed);
  field.dispatchEvent(new Event('input', { bubbles: true }));
}

function settle(control: EarlyControl): void {
  control.look.removeAttribute(EARLY_INPUT_ATTRIBUTE);
  if (control.busy) control.el.removeAttribute('aria-busy');
}

async function answer(control: EarlyControl): Promise<void> {
  settle(control);
  if (!control.el.isConnected) return;
  if (control.click) control.el.click();
  for (const { activates, ...key } of control.keys) {
    const event = new KeyboardEvent('keydown', { ...key, bubbles: true, cancelable: true });
    control.el.dispatchEvent(event);
    if (activates && !event.defaultPrevented) control.el.click();
  }
}

/**
 * Answers everything recorded before the app was live, in the visitor's order, then marks the page live.
 * Called once the page has hydrated. The recorder keeps catching until the mark is set, so what the visitor
 * does while the answers are given joins the end of the record (a tap then used to be answered before the
 * earlier ones: CI's inquiry list came out in the wrong order).
 */
export async function replayEarlyInput(): Promise<void> {
  const entries = window[EARLY_INPUT_GLOBAL] ?? [];
  // A field typed into again while the answers are given was read whole by React then; adopting its older
  // record would overwrite the newer keys. React keeps a controlled field's value
  // attribute (defaultValue) in step with its value, so the field itself cannot tell.
  const typedLive = new Set<EventTarget>();
  const noteTyping = (event: Event) => {
    if (event.isTrusted && event.target) typedLive.add(event.target);
  };
  document.addEventListener('input', noteTyping, true);
  let tapped = false;
  // The record stays whole, so a field the replay adopts is found in it when the recorder
  // hears the replay's own input event, rather than noted again as a new field; an array's iterator also
  // visits what the recorder adds meanwhile.
  for (const entry of entries) {
    // Text typed before any early tap is adopted at once, in this task: hydration's render has already put
    // the view's own value back in the field, and a key typed a moment later would land on that value.
    if ('text' in entry) {
      const field = entry.el;
      // A choice made in a list before hydration: hydration puts the view's own choice back (or leaves the
      // visitor's on screen with the view's state empty), so it is made again for the view to hear.
      if (typedLive.has(field)) continue;
      if (field instanceof HTMLSelectElement) {
        field.value = entry.text;
        field.dispatchEvent(new Event('change', { bubbles: true }));
      } else if (isTextField(field)) adoptTypedText(field, entry.text);
      continue;
    }
    // The first commit after hydration (views that show what only the browser knows) comes before a tap.
    if (!tapped) await nextTask();
    tapped = true;
    await answer(entry);
    await nextTask();
  }
  // The record is left as it is (the recorder adds nothing once the page is live).
  document.documentElement.setAttribute(APP_READY_ATTRIBUTE, '');
  document.removeEventListener('input', noteTyping, true);
}
