import type { AnyStateMachine, AnyStateNode, AnyTransitionDefinition } from 'xstate';

// Renders a machine's state graph as a Mermaid `stateDiagram-v2`, so flows can be read without the
// network-bound inspector. Reads only the public state node tree (`machine.root`).

const INDENT = '  ';

/** Mermaid ids: the state path joined with '_' (unique, readable), restricted to safe characters. */
function mermaidId(node: AnyStateNode): string {
  return node.path.map((key) => key.replace(/[^A-Za-z0-9_]/g, '_')).join('_');
}

function guardLabel(guard: unknown): string {
  if (typeof guard === 'string') return guard;
  if (typeof guard === 'function' && 'guards' in guard && Array.isArray(guard.guards)) {
    // xstate's not/and/or are functions named after the operator, carrying their operands.
    const parts = guard.guards.map(guardLabel);
    if (guard.name === 'not') return `!${parts[0] ?? '?'}`;
    if (guard.name === 'and') return `(${parts.join(' && ')})`;
    if (guard.name === 'or') return `(${parts.join(' || ')})`;
  }
  if (typeof guard === 'object' && guard !== null && 'type' in guard && typeof guard.type === 'string') {
    return guard.type;
  }
  return 'inline guard';
}

function invokedName(source: AnyStateNode, invokeId: string): string {
  const invoke = source.invoke.find((definition) => definition.id === invokeId);
  return typeof invoke?.src === 'string' ? invoke.src : invokeId;
}

/** Turns xstate's internal event names (delays, actor results) into what a reader expects. */
export function eventLabel(transition: AnyTransitionDefinition): string {
  const type = String(transition.eventType);
  let label = type;
  if (type === '') label = 'always';
  else if (type === '*') label = 'any event';
  else if (type.startsWith('xstate.after.')) {
    const delay = type.split('.')[2] ?? '';
    label = /^\d+$/.test(delay) ? `after ${delay} ms` : `after ${delay}`;
  } else if (type.startsWith('xstate.done.actor.')) {
    label = `done ${invokedName(transition.source, type.slice('xstate.done.actor.'.length))}`;
  } else if (type.startsWith('xstate.error.actor.')) {
    label = `error ${invokedName(transition.source, type.slice('xstate.error.actor.'.length))}`;
  } else if (type.startsWith('xstate.done.state.')) label = 'done';
  return transition.guard === undefined ? label : `${label} [${guardLabel(transition.guard)}]`;
}

function allTransitions(node: AnyStateNode): AnyTransitionDefinition[] {
  return [...node.transitions.values()].flat().concat(node.always ?? []);
}

/** The deepest state that contains both ends: Mermaid only links states declared in the same block. */
function commonBlock(source: AnyStateNode, target: AnyStateNode): AnyStateNode {
  const ancestors = (node: AnyStateNode): AnyStateNode[] =>
    node.parent ? [node.parent, ...ancestors(node.parent)] : [];
  const targetAncestors = new Set(ancestors(target));
  return ancestors(source).find((node) => targetAncestors.has(node)) ?? source.machine.root;
}

interface Edges {
  /** Edges between states, keyed by the block they must be written in. */
  byBlock: Map<AnyStateNode, string[]>;
  /** Machine-level transitions: they leave whatever state is active. */
  fromMachine: string[];
}

function collectEdges(machine: AnyStateMachine, rootId: string): Edges {
  const edges: Edges = { byBlock: new Map(), fromMachine: [] };
  const idOf = (node: AnyStateNode) => (node === machine.root ? rootId : mermaidId(node));
  const visit = (node: AnyStateNode) => {
    for (const transition of allTransitions(node)) {
      // A targetless transition runs actions without leaving the state: drawn as a loop.
      const targets = transition.target?.length ? transition.target : [node];
      for (const target of targets) {
        const line = `${idOf(node)} --> ${idOf(target)} : ${eventLabel(transition)}`;
        if (node === machine.root) {
          edges.fromMachine.push(line);
          continue;
        }
        const block = commonBlock(node, target);
        edges.byBlock.set(block, [...(edges.byBlock.get(block) ?? []), line]);
      }
    }
    for (const child of Object.values(node.states)) visit(child);
  };
  visit(machine.root);
  return edges;
}

function renderNode(node: AnyStateNode, edges: Edges, lines: string[], depth: number): void {
  const pad = INDENT.repeat(depth);
  const id = mermaidId(node);
  const children = Object.values(node.states);
  if (node.type === 'history') {
    lines.push(`${pad}state "${node.key} (${node.history || 'shallow'} history)" as ${id}`);
    return;
  }
  if (children.length === 0) {
    lines.push(id === node.key ? `${pad}state ${id}` : `${pad}state "${node.key}" as ${id}`);
    return;
  }
  lines.push(`${pad}state ${id} {`);
  renderBlock(node, edges, lines, depth + 1);
  lines.push(`${pad}}`);
}

/** Declares the children of `parent`, its initial and final arrows, then the edges that belong here. */
function renderBlock(parent: AnyStateNode, edges: Edges, lines: string[], depth: number): void {
  const pad = INDENT.repeat(depth);
  const children = Object.values(parent.states);
  children.forEach((child, index) => {
    // Regions of a parallel state are separated by `--` in Mermaid.
    if (parent.type === 'parallel' && index > 0) lines.push(`${pad}--`);
    renderNode(child, edges, lines, depth);
  });
  if (parent.type === 'compound') {
    for (const target of parent.initial.target) lines.push(`${pad}[*] --> ${mermaidId(target)}`);
  }
  for (const child of children) {
    if (child.type === 'final') lines.push(`${pad}${mermaidId(child)} --> [*]`);
  }
  for (const edge of edges.byBlock.get(parent) ?? []) lines.push(`${pad}${edge}`);
}

export function machineToMermaid(machine: AnyStateMachine): string {
  const rootId = machine.id.replace(/[^A-Za-z0-9_]/g, '_');
  const edges = collectEdges(machine, rootId);
  const lines = ['stateDiagram-v2'];
  if (edges.fromMachine.length === 0) {
    renderBlock(machine.root, edges, lines, 1);
  } else {
    // Machine-level transitions leave any state, so the machine is drawn as a box they can start from.
    lines.push(`${INDENT}state ${rootId} {`);
    renderBlock(machine.root, edges, lines, 2);
    lines.push(`${INDENT}}`);
    lines.push(`${INDENT}[*] --> ${rootId}`);
    for (const edge of edges.fromMachine) lines.push(`${INDENT}${edge}`);
  }
  return lines.join('\n');
}
