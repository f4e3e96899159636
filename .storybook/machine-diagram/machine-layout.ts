import ELK, { type ElkExtendedEdge, type ElkNode } from 'elkjs/lib/elk.bundled.js'
import type { AnyStateMachine, AnyStateNode, AnyTransitionDefinition } from 'xstate'
import { childrenOf, pathOf, transitionsOf, type TransitionView } from './machine-graph'

/** Sizes of the drawing, in SVG units; labels use a monospace font, so their width is known. */
export const CHAR_WIDTH = 7.3
export const LINE_HEIGHT = 16
const NODE_HEIGHT = 34
const NODE_PADDING_X = 14
const LABEL_PADDING_X = 6
const HEADER_HEIGHT = 28
const INITIAL_DOT = 10

export type StateShape = 'atomic' | 'compound' | 'parallel' | 'region' | 'final' | 'history' | 'machine'

export interface LaidOutState {
  /** ELK's id: the node's id (`trafficLight.operating.red`). */
  id: string
  /** The dotted path from the root (`operating.red`); '' for the machine itself. */
  path: string
  name: string
  shape: StateShape
  /** Its children are regions that run side by side. */
  parallel: boolean
  x: number
  y: number
  width: number
  height: number
  children: LaidOutState[]
}

export interface LaidOutTransition {
  id: string
  /** The path of the state the transition leaves. */
  sourcePath: string
  /** The definition, to ask whether the running snapshot would take it; absent for initial arrows. */
  transition?: AnyTransitionDefinition
  /** The event a person sends to take it; only for transitions triggered by a named event. */
  eventType?: string
  label: { text: string; x: number; y: number; width: number; height: number } | null
  /** The route, as SVG path data. */
  d: string
}

export interface MachineLayout {
  width: number
  height: number
  root: LaidOutState
  transitions: LaidOutTransition[]
}

/** The label an edge carries: the event in code notation, the guard in brackets. */
export function edgeLabel(view: TransitionView): string {
  const { trigger } = view
  const base =
    trigger.kind === 'event'
      ? trigger.eventType
      : trigger.kind === 'after'
        ? `after(${trigger.delay})`
        : trigger.kind === 'done'
          ? 'onDone'
          : trigger.kind === 'always'
            ? 'always'
            : trigger.kind === 'actorDone'
              ? `done(${trigger.actorId})`
              : `error(${trigger.actorId})`
  return view.guard === undefined ? base : `${base} [${view.guard}]`
}

const textWidth = (text: string) => Math.ceil(text.length * CHAR_WIDTH)

function shapeOf(node: AnyStateNode): StateShape {
  if (node.path.length === 0) return 'machine'
  if (node.parent?.type === 'parallel') return 'region'
  if (node.type === 'final') return 'final'
  if (node.type === 'history') return 'history'
  if (node.type === 'parallel') return 'parallel'
  return node.type === 'compound' ? 'compound' : 'atomic'
}

const initialId = (node: AnyStateNode) => `${node.id}::initial`

/** The ELK graph of the machine: a node per state (children inside), an edge per transition target. */
function elkGraphOf(machine: AnyStateMachine): {
  graph: ElkNode
  meta: Map<string, Omit<LaidOutTransition, 'label' | 'd'>>
} {
  const edges: ElkExtendedEdge[] = []
  const meta = new Map<string, Omit<LaidOutTransition, 'label' | 'd'>>()

  const nodeOf = (node: AnyStateNode): ElkNode => {
    const children = childrenOf(node)
    const name = node.path.length === 0 ? node.id : node.key
    const minWidth = textWidth(name) + 2 * NODE_PADDING_X + (node.type === 'parallel' ? textWidth(' ‖') : 0)
    const elkNode: ElkNode = { id: node.id }
    if (children.length === 0) {
      elkNode.width = Math.max(minWidth, 64)
      elkNode.height = NODE_HEIGHT
    } else {
      elkNode.children = children.map(nodeOf)
      elkNode.layoutOptions = {
        'elk.padding': `[top=${HEADER_HEIGHT + 8},left=14,bottom=14,right=14]`,
        'elk.nodeSize.constraints': 'MINIMUM_SIZE',
        'elk.nodeSize.minimum': `(${minWidth}, ${HEADER_HEIGHT + 24})`,
      }
      // The initial state is marked as statecharts do: a dot with an arrow into it.
      if (node.type === 'compound') {
        const initial = node.initial.target[0] as AnyStateNode | undefined
        if (initial !== undefined) {
          elkNode.children.unshift({ id: initialId(node), width: INITIAL_DOT, height: INITIAL_DOT })
          const id = `${node.id}::initial-edge`
          edges.push({ id, sources: [initialId(node)], targets: [initial.id] })
          meta.set(id, { id, sourcePath: pathOf(node) })
        }
      }
    }

    const definitions = [...node.transitions.values()].flat()
    transitionsOf(node).forEach((view, index) => {
      const transition: AnyTransitionDefinition | undefined =
        view.trigger.kind === 'always' ? node.always?.[index - definitions.length] : definitions[index]
      const text = edgeLabel(view)
      const targets = transition?.target?.length ? (transition.target as AnyStateNode[]) : [node]
      targets.forEach((target, targetIndex) => {
        const id = `${node.id}::${index}::${targetIndex}`
        edges.push({
          id,
          sources: [node.id],
          targets: [target.id],
          labels: [{ id: `${id}::label`, text, width: textWidth(text) + 2 * LABEL_PADDING_X, height: LINE_HEIGHT + 4 }],
        })
        meta.set(id, {
          id,
          sourcePath: pathOf(node),
          transition,
          eventType: view.trigger.kind === 'event' ? view.trigger.eventType : undefined,
        })
      })
    })
    return elkNode
  }

  const root = nodeOf(machine.root)
  const graph: ElkNode = {
    id: 'diagram',
    layoutOptions: {
      'elk.algorithm': 'layered',
      'elk.direction': 'RIGHT',
      'elk.hierarchyHandling': 'INCLUDE_CHILDREN',
      // Every coordinate relative to the drawing, whichever container an edge belongs to.
      'elk.json.shapeCoords': 'ROOT',
      'elk.json.edgeCoords': 'ROOT',
      'elk.edgeRouting': 'ORTHOGONAL',
      'elk.layered.spacing.nodeNodeBetweenLayers': '40',
      'elk.spacing.nodeNode': '24',
      'elk.spacing.edgeLabel': '4',
      'elk.spacing.edgeNode': '16',
      'elk.padding': '[top=8,left=8,bottom=8,right=8]',
    },
    children: [root],
    edges,
  }
  return { graph, meta }
}

function toState(node: ElkNode, byId: Map<string, AnyStateNode>): LaidOutState | null {
  const stateNode = byId.get(node.id)
  if (stateNode === undefined) return null
  return {
    id: node.id,
    path: pathOf(stateNode),
    name: stateNode.path.length === 0 ? stateNode.id : stateNode.key,
    shape: shapeOf(stateNode),
    parallel: stateNode.type === 'parallel',
    x: node.x ?? 0,
    y: node.y ?? 0,
    width: node.width ?? 0,
    height: node.height ?? 0,
    children: (node.children ?? []).flatMap((child) => toState(child, byId) ?? []),
  }
}

/** The dots that mark initial states: not states, so drawn apart. */
export function initialDots(layout: ElkNode): Array<{ x: number; y: number }> {
  const dots: Array<{ x: number; y: number }> = []
  const visit = (node: ElkNode) => {
    if (node.id.endsWith('::initial'))
      dots.push({ x: (node.x ?? 0) + INITIAL_DOT / 2, y: (node.y ?? 0) + INITIAL_DOT / 2 })
    node.children?.forEach(visit)
  }
  visit(layout)
  return dots
}

const elk = new ELK()

/** Lays the machine out with ELK's layered algorithm, nested and parallel states as containers. */
export async function layOutMachine(
  machine: AnyStateMachine,
): Promise<MachineLayout & { dots: Array<{ x: number; y: number }> }> {
  const { graph, meta } = elkGraphOf(machine)
  const laidOut = await elk.layout(graph)
  const byId = new Map<string, AnyStateNode>()
  const index = (node: AnyStateNode) => {
    byId.set(node.id, node)
    childrenOf(node).forEach(index)
  }
  index(machine.root)
  const [rootNode] = laidOut.children ?? []
  const root = rootNode && toState(rootNode, byId)
  if (!root) throw new Error('ELK returned no machine node')

  const transitions = (laidOut.edges ?? []).flatMap((edge): LaidOutTransition[] => {
    const info = meta.get(edge.id)
    if (info === undefined) return []
    const d = (edge.sections ?? [])
      .map((section) =>
        [section.startPoint, ...(section.bendPoints ?? []), section.endPoint]
          .map((point, at) => `${at === 0 ? 'M' : 'L'}${point.x},${point.y}`)
          .join(' '),
      )
      .join(' ')
    const [label] = edge.labels ?? []
    return [
      {
        ...info,
        d,
        label:
          label === undefined
            ? null
            : {
                text: label.text ?? '',
                x: label.x ?? 0,
                y: label.y ?? 0,
                width: label.width ?? 0,
                height: label.height ?? 0,
              },
      },
    ]
  })

  return { width: laidOut.width ?? 0, height: laidOut.height ?? 0, root, transitions, dots: initialDots(laidOut) }
}
