import { describe, expect, it } from 'vitest'
import { and, createActor, not, setup } from 'xstate'
import { trafficLightMachine } from './examples/traffic-light.machine'
import { transitionsOf } from './machine-graph'
import { edgeLabel, layOutMachine, type LaidOutState } from './machine-layout'

const flatten = (state: LaidOutState): LaidOutState[] => [state, ...state.children.flatMap(flatten)]
const inside = (inner: LaidOutState, outer: LaidOutState) =>
  inner.x >= outer.x &&
  inner.y >= outer.y &&
  inner.x + inner.width <= outer.x + outer.width &&
  inner.y + inner.height <= outer.y + outer.height

describe('layOutMachine', () => {
  it('draws the machine and each compound state as a container holding its children', async () => {
    const { root, width, height } = await layOutMachine(trafficLightMachine)

    expect(root.shape).toBe('machine')
    expect(flatten(root).map((state) => state.path)).toEqual([
      '',
      'operating',
      'operating.green',
      'operating.yellow',
      'operating.red',
      'operating.red.walk',
      'operating.red.blink',
      'operating.red.stop',
      'flashing',
    ])
    for (const parent of flatten(root)) for (const child of parent.children) expect(inside(child, parent)).toBe(true)
    expect(inside(root, { ...root, x: 0, y: 0, width, height })).toBe(true)
    expect(flatten(root).find((state) => state.path === 'operating.red.stop')?.shape).toBe('final')
  })

  it('routes one labelled edge per transition target, and an initial arrow per compound state', async () => {
    const { transitions, dots } = await layOutMachine(trafficLightMachine)
    const labels = transitions.flatMap((transition) => (transition.label ? [transition.label.text] : []))

    expect(labels.sort()).toEqual(
      [
        'light.emergency',
        'light.next',
        'light.next',
        'light.resume',
        'onDone',
        'pedestrian.countdown',
        'pedestrian.countdown',
      ].sort(),
    )
    expect(dots).toHaveLength(3)
    for (const transition of transitions) expect(transition.d).toMatch(/^M[\d.]+,[\d.]+( L[\d.]+,[\d.]+)+/)
  })

  it('marks parallel states and their regions', async () => {
    const machine = setup({}).createMachine({
      id: 'player',
      type: 'parallel',
      states: { audio: { initial: 'on', states: { on: {} } }, video: { initial: 'on', states: { on: {} } } },
    })
    const { root } = await layOutMachine(machine)
    expect(root.parallel).toBe(true)
    expect(root.children.map((region) => region.shape)).toEqual(['region', 'region'])
  })

  it('keeps the definitions, so the running snapshot tells which transitions it would take', async () => {
    const { transitions } = await layOutMachine(trafficLightMachine)
    const snapshot = createActor(trafficLightMachine).start().getSnapshot()
    const taken = trafficLightMachine.getTransitionData(snapshot as never, { type: 'light.next' })
    const enabled = transitions.filter((transition) => transition.transition && taken.includes(transition.transition))
    expect(enabled.map((transition) => transition.sourcePath)).toEqual(['operating.green'])
  })
})

describe('edgeLabel', () => {
  it('writes combined guards as expressions', () => {
    const machine = setup({ guards: { isA: () => true, isB: () => true } }).createMachine({
      id: 'demo',
      initial: 'idle',
      states: {
        idle: { on: { go: { guard: and(['isA', not('isB')]), target: 'done' } } },
        done: {},
      },
    })
    const [view] = transitionsOf(machine.getStateNodeById('demo.idle'))
    expect(view && edgeLabel(view)).toBe('go [isA && !isB]')
  })
})
