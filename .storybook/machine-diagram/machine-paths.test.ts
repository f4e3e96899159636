import { describe, expect, it } from 'vitest'
import { assign, createActor, fromPromise, setup } from 'xstate'
import { trafficLightMachine } from './examples/traffic-light.machine'
import { shortestPaths, shortEventName } from './machine-paths'

describe('shortestPaths', () => {
  it('lists the shortest events to every state, one row per state, the initial state first', () => {
    const paths = shortestPaths(trafficLightMachine)

    expect(paths.map((path) => [path.target.join(), path.events.map((event) => event.type).join(' ')])).toEqual([
      ['operating.green', ''],
      ['flashing', 'light.emergency'],
      ['operating.yellow', 'light.next'],
      ['operating.red.walk', 'light.next light.next'],
      ['operating.red.blink', 'light.next light.next pedestrian.countdown'],
    ])
  })

  it('gives a path that a running actor replays to the state it promises', () => {
    for (const path of shortestPaths(trafficLightMachine)) {
      const actor = createActor(trafficLightMachine).start()
      for (const event of path.events) actor.send(event as never)
      expect(actor.getSnapshot().value).toEqual(path.value)
    }
  })

  it('reaches past an invoked actor only through the answer given for it; a missing one is not taken', () => {
    const machine = setup({
      actors: { load: fromPromise(async () => ({ name: 'Mona' })) },
    }).createMachine({
      id: 'profile',
      context: { name: '' },
      initial: 'loading',
      states: {
        loading: {
          invoke: {
            id: 'load',
            src: 'load',
            onDone: { target: 'ready', actions: assign({ name: ({ event }) => event.output.name }) },
          },
        },
        ready: {},
      },
    })

    expect(shortestPaths(machine).map((path) => path.target.join())).toEqual(['loading'])
    const answered = shortestPaths(machine, {
      events: [{ type: 'xstate.done.actor.load', output: { name: 'Mona' } } as never],
    })
    expect(
      answered.map((path) => [path.target.join(), path.events.map((event) => shortEventName(event.type))]),
    ).toEqual([
      ['loading', []],
      ['ready', ['done:load']],
    ])
  })
})
