/**
 * Members and API keys (`/v5/user/*` beyond the paged sub-member lists): the caller's key, sub-accounts created,
 * listed, frozen and deleted by their master, sub-account keys created and listed, keys updated and deleted, and
 * the member types of an account's family.
 *
 * @since 0.1.0
 */
import * as User from "../../Http/v5/User.js"
import {
  type Caller,
  type Fail,
  fail,
  int,
  isFail,
  limitOf,
  nonEmpty,
  ok,
  type Params,
  page,
  paramError,
  type Result,
  text
} from "../base/Handler.js"
import {
  type Accounts,
  type ApiKey,
  type Member,
  memberItem,
  noPermissions,
  type Permissions,
  parsePermissions
} from "../books/Accounts.js"
import * as Desk from "./Desk.js"

const ISO = (ms: number): string => new Date(ms).toISOString().replace(/\.\d{3}Z$/, "Z")

/**
 * The desk.
 *
 * @since 0.1.0
 * @category models
 */
export class UsersDesk implements Desk.Desk {
  readonly name = "users"
  readonly routes: ReadonlyArray<Desk.Route>

  constructor(private readonly accounts: Accounts) {
    this.routes = [
      Desk.route(User.queryApi, (c) => this.queryApi(c)),
      Desk.route(User.createSubMemberEndpoint, (c, p, n) => this.createSubMember(c, p, n)),
      Desk.route(User.querySubMembers, (c) => this.querySubMembers(c)),
      Desk.route(User.frozenSubMember, (c, p) => this.freezeSubMember(c, p)),
      Desk.route(User.deleteSubMemberEndpoint, (c, p) => this.deleteSubMember(c, p)),
      Desk.route(User.createSubApi, (c, p, n) => this.createSubApi(c, p, n)),
      Desk.route(User.subApiKeys, (c, p) => this.subApiKeys(c, p)),
      Desk.route(User.updateApi, (c, p) => this.updateApi(c, p, false)),
      Desk.route(User.updateSubApi, (c, p) => this.updateApi(c, p, true)),
      Desk.route(User.deleteApi, (c) => this.deleteApi(c, {}, false)),
      Desk.route(User.deleteSubApi, (c, p) => this.deleteApi(c, p, true)),
      Desk.route(User.getMemberType, (c, p) => this.memberType(c, p))
    ]
  }

  private isMaster(uid: string): boolean {
    const m = this.accounts.member(uid)
    return m !== undefined && m.parentUid === ""
  }

  private keyItem(k: ApiKey, withSecret: boolean): Record<string, unknown> {
    return {
      id: k.id,
      note: k.note,
      apiKey: k.apiKey,
      readOnly: k.readOnly,
      secret: withSecret ? k.secret : "",
      permissions: k.permissions
    }
  }

  private queryApi(caller: Caller): Result<object> {
    const k = this.accounts.key(caller.apiKey)
    if (k === undefined) return fail(10003, "API key is invalid.")
    const m = this.accounts.member(k.uid)
    return ok({
      ...this.keyItem(k, false),
      ips: k.ips.length === 0 ? ["*"] : k.ips,
      type: 1,
      deadlineDay: -1,
      expiredAt: "",
      createdAt: ISO(k.createdAt),
      unified: 0,
      uta: m === undefined || m.unifiedMarginStatus !== 1 ? 1 : 0,
      userID: Number(k.uid),
      inviterID: 0,
      vipLevel: "No VIP",
      mktMakerLevel: "0",
      affiliateID: 0,
      rsaPublicKey: k.kind === "rsa" ? k.publicKeyPem : "",
      // a key the admin API registered says itself whether it acts as a master key
      isMaster: k.isMaster ?? (m !== undefined && m.parentUid === ""),
      parentUid: m === undefined || m.parentUid === "" ? "0" : m.parentUid,
      kycLevel: "LEVEL_DEFAULT",
      kycRegion: "",
      // the ids again as text, for ids past 2^53 (the emulator's fit in a number; the inviter and affiliate are none)
      userIDInt64: k.uid,
      inviterIDInt64: "0",
      affiliateIDInt64: "0"
    })
  }

  private createSubMember(caller: Caller, p: Params, now: number): Result<object> {
    const username = text(p, "username")
    if (username === undefined || username === "") return paramError("username is required")
    if (!/^(?=.*[A-Za-z])(?=.*\d)[A-Za-z0-9]{6,16}$/.test(username)) {
      return paramError("username must be 6-16 characters with both letters and numbers")
    }
    const memberType = int(p, "memberType")
    if (memberType !== 1 && memberType !== 6) return paramError("memberType invalid")
    if (this.accounts.usernameTaken(username)) return fail(10001, "The username already exists")
    const m = this.accounts.createSubMember(caller.uid, username, memberType, text(p, "note") ?? "", now)
    return ok({ uid: m.uid, username: m.username, memberType: m.memberType, status: m.status, remark: m.remark })
  }

  private querySubMembers(caller: Caller): Result<object> {
    return ok({ subMembers: this.accounts.subMembers(caller.uid).map((m) => memberItem(m)) })
  }

  private subOf(caller: Caller, uid: string | undefined): Member | Fail {
    if (uid === undefined || uid === "") return paramError("subuid is required")
    const m = this.accounts.member(uid)
    if (m === undefined || m.parentUid !== caller.uid) {
      return fail(500010, "The subaccount specified does not belong to the parent account")
    }
    return m
  }

  private freezeSubMember(caller: Caller, p: Params): Result<object> {
    const uid = text(p, "subuid")
    // a uid no account has: the exchange answers "sub-user not found" before the ownership check
    if (uid !== undefined && uid !== "" && this.accounts.member(uid) === undefined) {
      return fail(141009, "sub-user not found")
    }
    const m = this.subOf(caller, uid)
    if (isFail(m)) return m
    const frozen = int(p, "frozen")
    if (frozen !== 0 && frozen !== 1) return paramError("frozen invalid")
    m.status = frozen === 1 ? 4 : 1
    return ok({})
  }

  private deleteSubMember(caller: Caller, p: Params): Result<object> {
    const m = this.subOf(caller, text(p, "subMemberId"))
    if (isFail(m)) return m
    for (const type of ["UNIFIED", "FUND"] as const) {
      for (const c of this.accounts.coins(m.uid, type)) {
        if (this.accounts.balance(m.uid, type, c) !== 0n)
          return fail(141025, "This subaccount has assets and cannot be deleted")
      }
    }
    this.accounts.deleteMember(m.uid)
    return ok({})
  }

  private keySettings(
    p: Params,
    current: { readOnly: 0 | 1; ips: ReadonlyArray<string>; permissions: Permissions }
  ): { readOnly: 0 | 1; ips: ReadonlyArray<string>; permissions: Permissions } | Fail {
    const ro = int(p, "readOnly")
    if (ro !== undefined && ro !== 0 && ro !== 1) return paramError("readOnly invalid")
    let ips = current.ips
    const ipsRaw = p.ips
    if (Array.isArray(ipsRaw)) ips = ipsRaw.filter((x): x is string => typeof x === "string" && x !== "*")
    else if (typeof ipsRaw === "string")
      ips = ipsRaw
        .split(",")
        .map((x) => x.trim())
        .filter((x) => x !== "" && x !== "*")
    let permissions = current.permissions
    if (p.permissions !== undefined) {
      const parsed = parsePermissions(p.permissions)
      if ("invalid" in parsed) return paramError(`permissions invalid: ${parsed.invalid}`)
      permissions = parsed
    }
    return { readOnly: ro ?? current.readOnly, ips, permissions }
  }

  private createSubApi(caller: Caller, p: Params, now: number): Result<object> {
    const m = this.subOf(caller, text(p, "subuid"))
    if (isFail(m)) return m
    if (int(p, "readOnly") === undefined) return paramError("readOnly is required")
    if (p.permissions === undefined) return paramError("permissions is required")
    const s = this.keySettings(p, { readOnly: 0, ips: [], permissions: noPermissions })
    if (isFail(s)) return s
    const k = this.accounts.addKey(m.uid, {
      kind: "hmac",
      publicKeyPem: "",
      readOnly: s.readOnly,
      ips: s.ips,
      permissions: s.permissions,
      note: text(p, "note") ?? "",
      now
    })
    return ok(this.keyItem(k, true))
  }

  private subApiKeys(caller: Caller, p: Params): Result<object> {
    const m = this.subOf(caller, text(p, "subMemberId"))
    if (isFail(m)) return m
    const limit = limitOf(p, 1, 20, 20)
    if (isFail(limit)) return limit
    const keys = [...this.accounts.keysOf(m.uid)].reverse()
    const pg = page(keys, (k) => k.id, limit, nonEmpty(p, "cursor"))
    if (isFail(pg)) return pg
    return ok({
      result: pg.list.map((k) => ({
        id: k.id,
        ips: k.ips.length === 0 ? ["*"] : k.ips,
        apiKey: k.apiKey,
        note: k.note,
        status: 1,
        expiredAt: "",
        createdAt: ISO(k.createdAt),
        type: 1,
        permissions: k.permissions,
        secret: "",
        readOnly: k.readOnly === 1,
        deadlineDay: -1,
        flag: k.kind
      })),
      nextPageCursor: pg.next
    })
  }

  /** The key an update / delete targets: the caller's own, or (master calling a sub endpoint) `apikey`. */
  private targetKey(caller: Caller, p: Params, sub: boolean): ApiKey | Fail {
    const own = this.accounts.key(caller.apiKey)
    if (own === undefined) return fail(10003, "API key is invalid.")
    if (!sub) {
      if (!this.isMaster(caller.uid)) return fail(10005, "Permission denied, please check your API key permissions.")
      return own
    }
    const named = nonEmpty(p, "apikey")
    if (named === undefined) {
      if (this.isMaster(caller.uid)) return paramError("apikey is required")
      return own
    }
    const k = this.accounts.key(named)
    const m = k === undefined ? undefined : this.accounts.member(k.uid)
    if (k === undefined || m === undefined) return fail(10003, "API key is invalid.")
    if (!(m.parentUid === caller.uid || (k.uid === caller.uid && m.parentUid !== ""))) {
      return fail(500010, "The subaccount specified does not belong to the parent account")
    }
    return k
  }

  private updateApi(caller: Caller, p: Params, sub: boolean): Result<object> {
    const k = this.targetKey(caller, p, sub)
    if (isFail(k)) return k
    const s = this.keySettings(p, k)
    if (isFail(s)) return s
    k.readOnly = s.readOnly
    k.ips = s.ips
    k.permissions = s.permissions
    return ok({ ...this.keyItem(k, false), ips: k.ips.length === 0 ? ["*"] : k.ips })
  }

  private deleteApi(caller: Caller, p: Params, sub: boolean): Result<object> {
    const k = this.targetKey(caller, p, sub)
    if (isFail(k)) return k
    this.accounts.deleteKey(k.apiKey)
    return ok({})
  }

  private memberType(caller: Caller, p: Params): Result<object> {
    const ids = nonEmpty(p, "memberIds")?.split(",") ?? [caller.uid]
    const accounts: Array<object> = []
    for (const id of ids) {
      const m = this.accounts.member(id.trim())
      if (m === undefined || (m.uid !== caller.uid && m.parentUid !== caller.uid)) continue
      accounts.push({ uid: m.uid, accountType: ["UNIFIED", "FUND"] })
    }
    return ok({ accounts })
  }
}
