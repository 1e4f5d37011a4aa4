/**
 * The institution desk (`/v5/ins/whitelist/ip`, `/v5/ins/ip/changelog`; main-account keys only). An institution
 * (made so with `admin.rateLimits.setInstitution`) is given two dedicated hostnames, one for HTTP (`GW`) and one for
 * WebSocket (`WS`); their whitelist is every IP bound to an API key of the institution (master and sub-accounts).
 * The change log is what happened to that whitelist: binding an IP to a key (create or modify the key) adds it to
 * both hostnames, unbinding the last key's binding or deleting the key removes it, and becoming or ceasing to be an
 * institution enables or disables the listed IPs, each at the emulator time it was seen. Newest first, paged by
 * cursor (`limit` 1–50, default 20) and filtered by time. Exchange brokers (`admin.rateLimits.setBroker`) have the
 * same pair under `/v5/broker/*`; their whitelist is public and answers for the broker whose whitelist holds the
 * caller's IP.
 *
 * @since 0.1.0
 */

import type * as Endpoint from "../../Http/Endpoint.js"
import * as Broker from "../../Http/v5/Broker.js"
import * as Misc from "../../Http/v5/Misc.js"
import { type Caller, int, isFail, limitOf, nonEmpty, ok, type Params, page, paramError } from "../base/Handler.js"
import type { Accounts } from "../books/Accounts.js"
import type { RateLimits } from "../RateLimits.js"
import * as Desk from "./Desk.js"

type Operation = "ADD" | "REMOVE" | "ENABLE" | "DISABLE"
const DOMAINS = ["GW", "WS"] as const

interface Change {
  readonly id: string
  readonly master: string
  readonly operationType: Operation
  readonly ipAddress: string
  readonly domainType: (typeof DOMAINS)[number]
  readonly changeReason: string
  readonly at: number
}

const reasons: Readonly<Record<Operation, string>> = {
  ADD: "IP bound to an API key of the institution",
  REMOVE: "IP no longer bound to any API key of the institution",
  ENABLE: "institution whitelist enabled",
  DISABLE: "institution whitelist disabled"
}

/** ISO 8601 at whole seconds, as the exchange writes `createdAt`. */
/**
 * Whose dedicated hostnames a desk serves, and through which endpoints.
 *
 * @since 0.1.0
 * @category models
 */
export interface IpProgram {
  readonly name: string
  readonly whitelist: Endpoint.Any
  readonly changelog: Endpoint.Any
  /** The master uids of the program's members. */
  readonly members: (limits: RateLimits) => ReadonlyArray<string>
  /** The hostname label (`ins`, `broker`). */
  readonly domain: string
}

/**
 * Institutions' hostnames.
 *
 * @since 0.1.0
 * @category data
 */
export const institutionIps: IpProgram = {
  name: "institution",
  whitelist: Misc.insWhitelistIp,
  changelog: Misc.insIpChangelog,
  members: (limits) => limits.institutions(),
  domain: "ins"
}

/**
 * Exchange brokers' hostnames.
 *
 * @since 0.1.0
 * @category data
 */
export const brokerIps: IpProgram = {
  name: "broker hostnames",
  whitelist: Broker.whitelistIp,
  changelog: Broker.ipChangelog,
  members: (limits) => limits.brokers(),
  domain: "broker"
}

const iso = (ms: number): string => `${new Date(ms).toISOString().slice(0, 19)}Z`

/**
 * The desk: the whitelist derived from the keys, and the log of its changes.
 *
 * @since 0.1.0
 * @category models
 */
export class InstitutionDesk implements Desk.Desk {
  readonly name: string
  readonly routes: ReadonlyArray<Desk.Route>
  /** The whitelist last seen per institution (master uid). */
  private readonly seen = new Map<string, ReadonlySet<string>>()
  private readonly log: Array<Change> = []

  constructor(
    private readonly limits: RateLimits,
    private readonly accounts: Accounts,
    private readonly program: IpProgram = institutionIps
  ) {
    this.name = program.name
    this.routes = [
      Desk.route(program.whitelist, (c, _p, now) => {
        // a public route is answered without the exchange's tick: see the keys as they are now
        this.tick(now)
        return this.whitelist(c)
      }),
      Desk.route(program.changelog, (c, p) => this.changelog(c, p))
    ]
  }

  /** The IPs bound to the keys of a master and its sub-accounts, sorted. */
  private ipsOf(master: string): ReadonlySet<string> {
    const uids = [master, ...this.accounts.subMembers(master).map((m) => m.uid)]
    const ips = uids.flatMap((uid) => this.accounts.keysOf(uid).flatMap((k) => k.ips.filter((ip) => ip !== "*")))
    return new Set(ips.sort())
  }

  private record(master: string, operationType: Operation, ips: Iterable<string>, at: number): void {
    for (const ipAddress of ips) {
      for (const domainType of DOMAINS) {
        const id = String(this.log.length + 1)
        this.log.push({ id, master, operationType, ipAddress, domainType, changeReason: reasons[operationType], at })
      }
    }
  }

  /** Compares every institution's whitelist with what was last seen, and logs the difference. */
  tick(now: number): void {
    const current = new Set(this.program.members(this.limits))
    for (const [master, before] of this.seen) {
      if (current.has(master)) continue
      this.record(master, "DISABLE", before, now)
      this.seen.delete(master)
    }
    for (const master of current) {
      const ips = this.ipsOf(master)
      const before = this.seen.get(master)
      if (before === undefined) this.record(master, "ENABLE", ips, now)
      else {
        this.record(
          master,
          "ADD",
          [...ips].filter((ip) => !before.has(ip)),
          now
        )
        this.record(
          master,
          "REMOVE",
          [...before].filter((ip) => !ips.has(ip)),
          now
        )
      }
      this.seen.set(master, ips)
    }
  }

  private whitelist(caller: Caller) {
    // a public whitelist answers for the member whose whitelist holds the caller's IP
    const ip = caller.ip
    const master =
      caller.uid !== ""
        ? caller.uid
        : [...this.seen].find(([, ips]) => ip !== undefined && ips.has(normalizeIp(ip)))?.[0]
    const ips = master === undefined ? undefined : this.seen.get(master)
    if (master === undefined || ips === undefined) return ok([])
    const name = this.accounts.member(master)?.username ?? master
    const host = name.toLowerCase().replace(/[^a-z0-9]/g, "")
    const domain = this.program.domain
    return ok([
      { name, endpointDomain: `${host}-gw.${domain}.emulator.invalid`, ipList: [...ips] },
      { name, endpointDomain: `${host}-ws.${domain}.emulator.invalid`, ipList: [...ips] }
    ])
  }

  private changelog(caller: Caller, p: Params) {
    const limit = limitOf(p, 1, 50, 20)
    if (isFail(limit)) return limit
    const start = int(p, "startTime")
    const end = int(p, "endTime")
    if (Number.isNaN(start) || Number.isNaN(end)) return paramError("time invalid")
    if (start !== undefined && end !== undefined && start > end)
      return paramError("startTime must be less than endTime")
    const mine = this.log
      .filter(
        (c) => c.master === caller.uid && (start === undefined || c.at >= start) && (end === undefined || c.at <= end)
      )
      .reverse()
    const paged = page(mine, (c) => c.id, limit, nonEmpty(p, "cursor"))
    if (isFail(paged)) return paged
    return ok({
      list: paged.list.map((c) => ({
        operationType: c.operationType,
        ipAddress: c.ipAddress,
        domainType: c.domainType,
        changeReason: c.changeReason,
        createdAt: iso(c.at)
      })),
      nextPageCursor: paged.next
    })
  }
}

/** An IPv4 address as a key binds it (`::ffff:127.0.0.1` is `127.0.0.1`). */
const normalizeIp = (ip: string): string => (ip.startsWith("::ffff:") ? ip.slice(7) : ip)
