import { describe, expect, it } from 'vitest'
import { createActor, setup } from 'xstate'
import { trafficLightMachine } from './examples/traffic-light.machine'
import {
  acceptedEvents,
  activePaths,
  childrenOf,
  isActive,
  sendableEventTypes,
  stateValueOf,
  transitionsOf,
} from './machine-graph'

const node = (path: string) => trafficLightMachine.getStateNodeById(`trafficLight.${path}`)

describe('machine graph helpers', () => {
  it('lists transitions with their targets, including onDone', () => {
    expect(transitionsOf(node('operating.green'))).toEqual([
      { trigger: { kind: 'event', eventType: 'light.next' }, targets: ['operating.yellow'] },
    ])
    expect(transitionsOf(node('operating.red'))).toEqual([{ trigger: { kind: 'done' }, targets: ['operating.green'] }])
  })

  it('names events, delays, guards and targetless transitions', () => {
    const machine = setup({ guards: { isReady: () => true } }).createMachine({
      id: 'demo',
      initial: 'idle',
      states: {
        idle: {
          after: { 500: 'busy' },
          on: { 'demo.poke': { guard: 'isReady', actions: () => {} } },
          always: { target: 'busy', guard: 'isReady' },
        },
        busy: {},
      },
    })
    const idle = machine.getStateNodeById('demo.idle')

    expect(transitionsOf(idle)).toEqual([
      { trigger: { kind: 'event', eventType: 'demo.poke' }, targets: [], guard: 'isReady' },
      { trigger: { kind: 'after', delay: '500' }, targets: ['busy'] },
      { trigger: { kind: 'always' }, targets: ['busy'], guard: 'isReady' },
    ])
  })

  it('offers only the events the current snapshot accepts', () => {
    const actor = createActor(trafficLightMachine, { input: {} }).start()
    const types = sendableEventTypes(trafficLightMachine.root)
    expect(types).toEqual(
      expect.arrayContaining(['light.next', 'light.emergency', 'light.resume', 'pedestrian.countdown']),
    )
    expect(types.some((type) => type.startsWith('xstate.'))).toBe(false)

    expect(acceptedEvents(actor.getSnapshot(), types)).toEqual(['light.next', 'light.emergency'])
    actor.send({ type: 'light.emergency' })
    expect(acceptedEvents(actor.getSnapshot(), types)).toEqual(['light.resume'])
  })

  it('finds the active nodes and leaf paths, parallel regions included', () => {
    const machine = setup({}).createMachine({
      id: 'player',
      type: 'parallel',
      states: {
        audio: { initial: 'muted', states: { muted: {}, playing: {} } },
        video: { initial: 'paused', states: { paused: {}, playing: {} } },
      },
    })
    const snapshot = createActor(machine).start().getSnapshot()

    expect(activePaths(snapshot.value)).toEqual(['audio.muted', 'video.paused'])
    const [audio] = childrenOf(machine.root)
    expect(audio && isActive(snapshot, audio)).toBe(true)
    expect(isActive(snapshot, machine.getStateNodeById('player.video.playing'))).toBe(false)
  })

  it('turns a path into the state value matches() takes', () => {
    expect(stateValueOf(['operating', 'red', 'walk'])).toEqual({ operating: { red: 'walk' } })
    expect(stateValueOf(['flashing'])).toBe('flashing')
  })
})
