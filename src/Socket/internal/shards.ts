/**
 * Where topics go when one connection cannot hold them all: each (market, credentials) pair has a list of shards, a
 * topic is placed on the first shard with room within the market's per-connection limits (topic count, characters
 * of topic names), stays on the shard it is already on, and is counted once per placement that holds it. Every
 * subscription of the client — raw or typed — is placed here, so the limits hold whatever route it takes.
 *
 * @since 0.1.0
 */

/**
 * The limits a placement respects (a WebSocket market's or a protocol's).
 *
 * @since 0.1.0
 * @category models
 */
export interface Limits {
  readonly id: string
  readonly maxArgsPerConnection: number
  readonly maxArgsChars: number
}

interface Shard {
  /** Topic to the number of placements holding it. */
  readonly topics: Map<string, number>
  chars: number
}

/**
 * One placement: the topics it placed, grouped by shard index; give it back with `release`.
 *
 * @since 0.1.0
 * @category models
 */
export interface Lease {
  readonly table: string
  readonly groups: ReadonlyArray<readonly [shard: number, topics: ReadonlyArray<string>]>
}

/**
 * The shard tables of one client.
 *
 * @since 0.1.0
 * @category models
 */
export interface Shards {
  readonly assign: (limits: Limits, identity: string, topics: ReadonlyArray<string>) => Lease
  readonly release: (lease: Lease) => void
  /** Topics placed per shard, for a (market, identity) pair (for tests and diagnostics). */
  readonly placed: (market: string, identity: string) => ReadonlyArray<ReadonlyArray<string>>
}

/**
 * Empty shard tables.
 *
 * @since 0.1.0
 * @category constructors
 */
export const make = (): Shards => {
  const tables = new Map<string, Array<Shard>>()
  const tableKey = (market: string, identity: string) => `${market}\u0000${identity}`

  const assign = (limits: Limits, identity: string, topics: ReadonlyArray<string>): Lease => {
    const table = tableKey(limits.id, identity)
    let list = tables.get(table)
    if (list === undefined) {
      list = []
      tables.set(table, list)
    }
    const groups = new Map<number, Array<string>>()
    for (const topic of topics) {
      let index = list.findIndex((candidate) => candidate.topics.has(topic))
      if (index < 0) {
        index = list.findIndex(
          (candidate) =>
            candidate.topics.size < limits.maxArgsPerConnection && candidate.chars + topic.length <= limits.maxArgsChars
        )
        if (index < 0) {
          index = list.length
          list.push({ topics: new Map(), chars: 0 })
        }
        list[index]!.chars += topic.length
      }
      const shard = list[index]!
      shard.topics.set(topic, (shard.topics.get(topic) ?? 0) + 1)
      const group = groups.get(index)
      if (group === undefined) groups.set(index, [topic])
      else group.push(topic)
    }
    return { table, groups: [...groups] }
  }

  const release = (lease: Lease): void => {
    const list = tables.get(lease.table)
    if (list === undefined) return
    for (const [index, topics] of lease.groups) {
      const shard = list[index]
      if (shard === undefined) continue
      for (const topic of topics) {
        const count = (shard.topics.get(topic) ?? 1) - 1
        if (count > 0) shard.topics.set(topic, count)
        else if (shard.topics.delete(topic)) shard.chars -= topic.length
      }
    }
    // a pair with nothing placed is forgotten, so a long-lived client does not keep one table per key it ever used
    if (list.every((shard) => shard.topics.size === 0)) tables.delete(lease.table)
  }

  return {
    assign,
    release,
    placed: (market, identity) =>
      (tables.get(tableKey(market, identity)) ?? []).map((shard) => [...shard.topics.keys()])
  }
}
