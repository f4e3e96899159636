import { describe, expect, it } from 'vitest'
import { createActor } from 'xstate'
import { trafficLightMachine } from './traffic-light.machine'

function start(input?: { cycles?: number }) {
  return createActor(trafficLightMachine, { input }).start()
}

describe('trafficLightMachine', () => {
  it('starts operating on green with no cycles counted', () => {
    const actor = start()

    expect(actor.getSnapshot().value).toEqual({ operating: 'green' })
    expect(actor.getSnapshot().context.cycles).toBe(0)
  })

  it('goes green → yellow → red, and red starts the crossing at walk', () => {
    const actor = start()

    actor.send({ type: 'light.next' })
    expect(actor.getSnapshot().value).toEqual({ operating: 'yellow' })

    actor.send({ type: 'light.next' })
    expect(actor.getSnapshot().value).toEqual({ operating: { red: 'walk' } })
  })

  it('ignores light.next while pedestrians cross', () => {
    const actor = start()
    actor.send({ type: 'light.next' })
    actor.send({ type: 'light.next' })

    expect(actor.getSnapshot().can({ type: 'light.next' })).toBe(false)
    actor.send({ type: 'light.next' })
    expect(actor.getSnapshot().matches({ operating: { red: 'walk' } })).toBe(true)
  })

  it('returns to green and counts a cycle when the crossing is done', () => {
    const actor = start({ cycles: 2 })
    actor.send({ type: 'light.next' })
    actor.send({ type: 'light.next' })

    actor.send({ type: 'pedestrian.countdown' })
    expect(actor.getSnapshot().value).toEqual({ operating: { red: 'blink' } })

    actor.send({ type: 'pedestrian.countdown' })
    expect(actor.getSnapshot().value).toEqual({ operating: 'green' })
    expect(actor.getSnapshot().context.cycles).toBe(3)
  })

  it('flashes on an emergency from a nested step and resumes at green', () => {
    const actor = start()
    actor.send({ type: 'light.next' })
    actor.send({ type: 'light.next' })
    actor.send({ type: 'pedestrian.countdown' })

    actor.send({ type: 'light.emergency' })
    expect(actor.getSnapshot().value).toBe('flashing')
    expect(actor.getSnapshot().can({ type: 'light.next' })).toBe(false)

    actor.send({ type: 'light.resume' })
    expect(actor.getSnapshot().value).toEqual({ operating: 'green' })
  })
})
