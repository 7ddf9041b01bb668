import { useActorRef, useSelector } from '@xstate/react';
import { useLayoutEffect, useRef } from 'react';
import type { Actor, AnyStateMachine, EmittedFrom, InputFrom, SnapshotFrom } from 'xstate';
import { SHARED_EFFECTS, type SharedEffect } from '../../../machines/effects';
import type { Message } from '../../shared/i18n/message';
import { t } from '../i18n/translate';
import { getInspect } from '../inspector';
import { toast, toastFailure, toastSuccess } from '../notifications';

// The one place a machine meets the browser: the view creates its flow here and passes what only it can
// do (close its modal, navigate, write its cookie); toasts, reload and the log run the same for every flow.

type SharedType = SharedEffect['type'];
type Handler<E, K> = (effect: Extract<E, { type: K }>) => void;

/** One handler for each effect the flow emits beyond the shared ones, which a view may also override. */
export type EffectHandlers<E extends { type: string }> = {
  [K in Exclude<E['type'], SharedType>]: Handler<E, K>;
} & { [K in Extract<E['type'], SharedType>]?: Handler<E, K> };

/** A toast's text in the page's language (the flow's view has loaded its namespace's catalog). */
const text = (message: Message | string): string => (typeof message === 'string' ? message : t(message));

function runShared(effect: SharedEffect): void {
  switch (effect.type) {
    case 'notifySuccess':
      toastSuccess(text(effect.message));
      return;
    case 'notifyFailure':
      toastFailure(text(effect.message));
      return;
    case 'notifyInfo':
      toast('toast-notify', text(effect.message));
      return;
    case 'reload':
      window.location.reload();
      return;
    case 'logError':
      // SPEC 8: some failures are logged, not shown.
      console.error(effect.error);
  }
}

function isShared(effect: { type: string }): effect is SharedEffect {
  return (SHARED_EFFECTS as readonly string[]).includes(effect.type);
}

type AnyHandler = (effect: { type: string }) => void;

export interface FlowOptions<M extends AnyStateMachine> {
  input?: InputFrom<M>;
  effects: EffectHandlers<EmittedFrom<M>>;
}

/** The running actor of `machine` for this view, its effects run as they are emitted. */
export function useFlow<M extends AnyStateMachine>(machine: M, { input, effects }: FlowOptions<M>): Actor<M> {
  const actor = useActorRef(machine, { input, inspect: getInspect() });
  const handlers = useRef(effects);
  // Before the actor starts (useActorRef starts it in a passive effect), so entry effects are run too.
  useLayoutEffect(() => {
    handlers.current = effects;
  });
  useLayoutEffect(() => {
    const subscription = actor.on('*', (effect: { type: string }) => {
      // Keyed by effect type: EffectHandlers ties each handler to its own effect.
      const own = (handlers.current as Record<string, AnyHandler | undefined>)[effect.type];
      if (own) own(effect);
      else if (isShared(effect)) runShared(effect);
    });
    return () => subscription.unsubscribe();
  }, [actor]);
  return actor;
}

/** `useFlow` for a view that renders the whole snapshot, as `useMachine` returns it. */
export function useFlowState<M extends AnyStateMachine>(machine: M, options: FlowOptions<M>) {
  const actor = useFlow(machine, options);
  const snapshot: SnapshotFrom<M> = useSelector(actor, (current) => current);
  return [snapshot, actor.send] as const;
}
