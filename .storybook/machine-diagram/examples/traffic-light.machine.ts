import { assign, setup } from 'xstate'

export interface TrafficLightInput {
  /** Cycles already completed, e.g. to resume a count. @default 0 */
  cycles?: number
}

/**
 * A small example for `MachineDiagram`: a light that runs green → yellow → red, where red holds
 * a nested pedestrian crossing (walk → blink → stop) and moves on to green once it is done;
 * an emergency switches to flashing from any step, and resuming starts again at green.
 */
export const trafficLightMachine = setup({
  types: {
    context: {} as { cycles: number },
    events: {} as
      | { type: 'light.next' }
      | { type: 'light.emergency' }
      | { type: 'light.resume' }
      | { type: 'pedestrian.countdown' },
    input: {} as TrafficLightInput | undefined,
  },
  actions: {
    countCycle: assign({ cycles: ({ context }) => context.cycles + 1 }),
  },
}).createMachine({
  id: 'trafficLight',
  context: ({ input }) => ({ cycles: input?.cycles ?? 0 }),
  initial: 'operating',
  states: {
    operating: {
      initial: 'green',
      on: { 'light.emergency': 'flashing' },
      states: {
        green: { on: { 'light.next': 'yellow' } },
        yellow: { on: { 'light.next': 'red' } },
        red: {
          initial: 'walk',
          states: {
            walk: { on: { 'pedestrian.countdown': 'blink' } },
            blink: { on: { 'pedestrian.countdown': 'stop' } },
            stop: { type: 'final' },
          },
          onDone: { target: 'green', actions: 'countCycle' },
        },
      },
    },
    flashing: { on: { 'light.resume': 'operating' } },
  },
})
