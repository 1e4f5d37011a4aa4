/**
 * The rate-limit desk (`/v5/apilimit/*`): institutions set the per-second limit of each of their UIDs' trade
 * endpoints per business type (SPOT, DERIVATIVES, OPTIONS), and the REST server enforces what they set. A UID's
 * rate may not pass its pro level's per-UID cap, and the rates set across the institution may not pass its
 * aggregate cap (defaults are not counted, as the docs say). A master account may set and read its sub-accounts'
 * rates and read its own; a sub-account only its own. Only institutions (made so with
 * `admin.rateLimits.setInstitution`) may set rates or read the caps and the whole list. Exchange brokers
 * (`admin.rateLimits.setBroker`) have the same three calls under `/v5/broker/apilimit/*`, their entity's cap
 * named `ebCap`.
 *
 * @since 0.1.0
 */

import type * as Endpoint from "../../Http/Endpoint.js"
import * as Broker from "../../Http/v5/Broker.js"
import * as RateLimitApi from "../../Http/v5/RateLimitApi.js"
import {
  type Caller,
  type Fail,
  fail,
  isFail,
  limitOf,
  nonEmpty,
  ok,
  type Params,
  paramError
} from "../base/Handler.js"
import type { Accounts } from "../books/Accounts.js"
import { type Column, type ProLevel, proCaps, type RateLimits } from "../RateLimits.js"
import * as Desk from "./Desk.js"

const BIZ_TYPES = ["SPOT", "DERIVATIVES", "OPTIONS"] as const
type BizType = (typeof BIZ_TYPES)[number]
const columnOf: Readonly<Record<BizType, Column>> = { SPOT: "spot", DERIVATIVES: "derivatives", OPTIONS: "option" }

const notInstitution = (): Fail => fail(3500002, "Current user is not an institutional user")

/**
 * Who may set rates through a desk's endpoints, and what the caps are called.
 *
 * @since 0.1.0
 * @category models
 */
export interface Program {
  readonly name: string
  readonly set: Endpoint.Any
  readonly query?: Endpoint.Any
  readonly caps: Endpoint.Any
  readonly all: Endpoint.Any
  readonly levelOf: (limits: RateLimits, master: string) => ProLevel | undefined
  readonly capField: "insCap" | "ebCap"
  /** The answer to a cursor the list never gave. */
  readonly badCursor: () => Fail
}

/**
 * The institutions' rate-limit API.
 *
 * @since 0.1.0
 * @category data
 */
export const institutions: Program = {
  name: "rate-limit API",
  set: RateLimitApi.setLimit,
  query: RateLimitApi.queryLimit,
  caps: RateLimitApi.queryCap,
  all: RateLimitApi.queryAll,
  levelOf: (limits, master) => limits.institution(master),
  capField: "insCap",
  badCursor: () => paramError("cursor invalid")
}

/**
 * The exchange brokers' rate-limit API.
 *
 * @since 0.1.0
 * @category data
 */
export const brokers: Program = {
  name: "broker rate limits",
  set: Broker.setRateLimit,
  caps: Broker.rateLimitCap,
  all: Broker.rateLimitAll,
  levelOf: (limits, master) => limits.broker(master),
  capField: "ebCap",
  badCursor: () => fail(3500404, "Invalid Cursor")
}
const noPermission = (): Fail => fail(3500153, "No permission to operate these UIDs")
const noQueryPermission = (): Fail => fail(3500153, "You do not have permission to query other UIDs")

const uidList = (text: string): ReadonlyArray<string> | Fail => {
  const uids = text.split(",").map((u) => u.trim())
  return uids.every((u) => /^\d{1,20}$/.test(u)) ? [...new Set(uids)] : paramError(`uids invalid: ${text}`)
}

/**
 * The desk's handlers on the emulator's rate-limit counters.
 *
 * @since 0.1.0
 * @category models
 */
export class RateLimitDesk implements Desk.Desk {
  readonly name: string
  readonly routes: ReadonlyArray<Desk.Route>

  constructor(
    private readonly limits: RateLimits,
    private readonly accounts: Accounts,
    private readonly program: Program = institutions
  ) {
    this.name = program.name
    this.routes = [
      Desk.route(program.set, (c, p) => this.set(c, p)),
      ...(program.query === undefined ? [] : [Desk.route(program.query, (c, p) => this.query(c, p))]),
      Desk.route(program.caps, (c) => this.caps(c)),
      Desk.route(program.all, (c, p) => this.all(c, p))
    ]
  }

  private levelOf(master: string): ProLevel | undefined {
    return this.program.levelOf(this.limits, master)
  }

  /** The master of the caller's institution (the caller itself for a master). */
  private masterOf(uid: string): string {
    const parent = this.accounts.member(uid)?.parentUid
    return parent === undefined || parent === "" ? uid : parent
  }

  /** Every UID of the institution, the master first. */
  private membersOf(master: string): ReadonlyArray<string> {
    return [master, ...this.accounts.subMembers(master).map((m) => m.uid)]
  }

  /** The UIDs a caller may set: a master its sub-accounts, a sub-account itself. */
  private maySet(caller: Caller, uid: string): boolean {
    const master = this.masterOf(caller.uid)
    if (master !== caller.uid) return uid === caller.uid
    return uid !== caller.uid && this.accounts.member(uid)?.parentUid === caller.uid
  }

  /** The UIDs a caller may read: a master itself and its sub-accounts, a sub-account itself. */
  private mayRead(caller: Caller, uid: string): boolean {
    const master = this.masterOf(caller.uid)
    if (master !== caller.uid) return uid === caller.uid
    return uid === caller.uid || this.accounts.member(uid)?.parentUid === caller.uid
  }

  /** The rates set across an institution in one column (defaults excluded). */
  private total(master: string, column: Column): number {
    let sum = 0
    for (const uid of this.membersOf(master)) {
      if (this.limits.columnSet(uid, column)) sum += this.limits.columnLimit(uid, column)
    }
    return sum
  }

  /** Per business type, the given UIDs grouped by rate (as the exchange lists them). */
  private grouped(uids: ReadonlyArray<string>) {
    return BIZ_TYPES.flatMap((bizType) => {
      const byRate = new Map<number, Array<string>>()
      for (const uid of uids) {
        const rate = this.limits.columnLimit(uid, columnOf[bizType])
        byRate.set(rate, [...(byRate.get(rate) ?? []), uid])
      }
      return [...byRate].map(([rate, group]) => ({ uids: group.join(","), bizType, rate }))
    })
  }

  private set(caller: Caller, p: Params) {
    const level = this.levelOf(this.masterOf(caller.uid))
    if (level === undefined) return notInstitution()
    const list = p.list
    if (!Array.isArray(list) || list.length === 0) return paramError("list is required")
    const items: Array<{ uids: ReadonlyArray<string>; bizType: BizType; rate: number }> = []
    for (const item of list as ReadonlyArray<Params>) {
      const uidsText = typeof item === "object" && item !== null ? nonEmpty(item, "uids") : undefined
      if (uidsText === undefined) return paramError("uids is required")
      const uids = uidList(uidsText)
      if (isFail(uids)) return uids
      const bizType = BIZ_TYPES.find((b) => b === item.bizType)
      if (bizType === undefined) return paramError(`bizType invalid: ${String(item.bizType)}`)
      const rate = item.rate
      if (typeof rate !== "number" || !Number.isInteger(rate) || rate < 1) return paramError("rate invalid")
      items.push({ uids, bizType, rate })
    }
    if (items.some((i) => i.uids.some((uid) => !this.maySet(caller, uid)))) return noPermission()
    const caps = proCaps[level]
    const master = this.masterOf(caller.uid)
    const result = items.map(({ uids, bizType, rate }) => {
      const column = columnOf[bizType]
      const outcome = (success: boolean, msg: string) => ({ uids: uids.join(","), bizType, rate, success, msg })
      if (rate > caps.uidCap) return outcome(false, "Requested limit exceeds maximum allowed per user")
      const freed = uids.reduce(
        (sum, uid) => sum + (this.limits.columnSet(uid, column) ? this.limits.columnLimit(uid, column) : 0),
        0
      )
      if (this.total(master, column) - freed + rate * uids.length > caps.insCap) {
        return outcome(false, "Requested limit would exceed institutional quota")
      }
      for (const uid of uids) this.limits.setColumnLimit(uid, column, rate)
      return outcome(true, "API limit updated successfully")
    })
    return ok({ result })
  }

  private query(caller: Caller, p: Params) {
    const text = nonEmpty(p, "uids")
    if (text === undefined) return paramError("uids is required")
    const uids = uidList(text)
    if (isFail(uids)) return uids
    if (uids.some((uid) => !this.mayRead(caller, uid))) return noQueryPermission()
    return ok({ list: this.grouped(uids) })
  }

  private caps(caller: Caller) {
    const master = this.masterOf(caller.uid)
    const level = this.levelOf(master)
    if (level === undefined) return notInstitution()
    const { uidCap, insCap } = proCaps[level]
    return ok({
      list: BIZ_TYPES.map((bizType) => ({
        bizType,
        totalRate: String(this.total(master, columnOf[bizType])),
        [this.program.capField]: String(insCap),
        uidCap: String(uidCap)
      }))
    })
  }

  private all(caller: Caller, p: Params) {
    const master = this.masterOf(caller.uid)
    if (this.levelOf(master) === undefined) return notInstitution()
    const limit = limitOf(p, 1, 1000, 1000)
    if (isFail(limit)) return limit
    const members = this.membersOf(master)
    const filterText = nonEmpty(p, "uids")
    const wanted = filterText === undefined ? members : uidList(filterText)
    if (isFail(wanted)) return wanted
    if (wanted.some((uid) => !members.includes(uid))) return noQueryPermission()
    const entries = this.grouped(wanted)
    const cursor = nonEmpty(p, "cursor")
    const start = cursor === undefined ? 0 : Number(cursor)
    if (!Number.isInteger(start) || start < 0 || start > entries.length) return this.program.badCursor()
    const list = entries.slice(start, start + limit)
    return ok({ list, nextPageCursor: start + limit < entries.length ? String(start + limit) : "" })
  }
}
