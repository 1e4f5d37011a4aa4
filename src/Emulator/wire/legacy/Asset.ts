/**
 * Asset v1 and v3 and user v3 in the emulator: the supported deposit list (the exchange's coin table, paged by
 * page number on v1 and by cursor on v3), the sub-member ids, one coin's balance of an account, and the API key,
 * each read through the V5 handler of the same account.
 *
 * @since 0.1.0
 */
import * as Result from "effect/Result"
import type { Exchange } from "../../Exchange.js"
import { type Answer, fail, type Handler, type Params, str, v5 } from "./Common.js"

/**
 * The asset and user routes (`METHOD path` to handler).
 *
 * @since 0.1.0
 * @category routes
 */
export const routes: ReadonlyArray<readonly [string, Handler]> = [
  [
    "GET /asset/v1/public/deposit/allowed-deposit-list",
    (e, _c, p, now) => {
      const configs = depositConfigs(e, p, now)
      if (Result.isFailure(configs)) return configs.failure
      const index = p.page_index === undefined ? 1 : Number(p.page_index)
      const size = p.page_size === undefined ? DEPOSIT_PAGE : Number(p.page_size)
      if (!Number.isInteger(index) || index < 1 || !Number.isInteger(size) || size < 1) {
        return fail(10001, "page_index and page_size must be positive integers")
      }
      return {
        ok: true,
        value: {
          config_list: configs.success.slice((index - 1) * size, index * size).map((c) => ({
            coin: c.coin,
            chain: c.chain,
            coin_show_name: c.coinShowName,
            chain_type: c.chainType,
            block_confirm_number: c.blockConfirmNumber,
            min_deposit_amount: c.minDepositAmount
          })),
          total: String(configs.success.length)
        }
      }
    }
  ],
  [
    "GET /asset/v3/public/deposit/allowed-deposit-list/query",
    (e, _c, p, now) => {
      const configs = depositConfigs(e, p, now)
      if (Result.isFailure(configs)) return configs.failure
      const page = p.cursor === undefined || p.cursor === "" ? { page: 1, limit: undefined } : pageOf(str(p.cursor))
      if (page === undefined) return fail(10001, "cursor invalid")
      const limit = p.limit === undefined ? (page.limit ?? DEPOSIT_PAGE) : Number(p.limit)
      if (!Number.isInteger(limit) || limit < 1) return fail(10001, "limit must be a positive integer")
      const from = (page.page - 1) * limit
      const more = from + limit < configs.success.length
      return {
        ok: true,
        value: {
          configList: configs.success.slice(from, from + limit),
          // the docs' cursor: base64 of {"page":n,"limit":m}
          nextPageCursor: more
            ? Buffer.from(JSON.stringify({ page: page.page + 1, limit }), "utf8").toString("base64")
            : ""
        }
      }
    }
  ],
  // --- private
  [
    "GET /user/v3/private/query-api",
    (e, c, _p, now) => {
      const answer = v5(e, "/v5/user/query-api", c, {}, now)
      if (!answer.ok) return answer
      const k = answer.value as Record<string, unknown>
      return {
        ok: true,
        value: {
          id: str(k.id),
          note: str(k.note),
          apiKey: str(k.apiKey),
          readOnly: Number(k.readOnly ?? 0),
          secret: "",
          permissions: k.permissions ?? {},
          ips: k.ips ?? ["*"],
          type: Number(k.type ?? 1),
          deadlineDay: Number(k.deadlineDay ?? -1),
          expiredAt: str(k.expiredAt),
          createdAt: str(k.createdAt)
        }
      }
    }
  ],
  [
    "GET /asset/v1/private/sub-member/member-ids",
    (e, c, _p, now) => {
      const answer = v5(e, "/v5/user/query-sub-members", c, {}, now)
      if (!answer.ok) return answer
      const subs = (answer.value as { subMembers?: ReadonlyArray<{ uid: string }> }).subMembers ?? []
      return {
        ok: true,
        value: { sub_user_id: subs.map((s) => Number(s.uid)), transferable_sub_ids: subs.map((s) => s.uid) }
      }
    }
  ],
  [
    "GET /asset/v3/private/transfer/account-coin/balance/query",
    (e, c, p, now) => {
      const answer = v5(e, "/v5/asset/transfer/query-account-coin-balance", c, p, now)
      if (!answer.ok) return answer
      const v = answer.value as {
        accountType: string
        balance: { coin: string; walletBalance: string; transferBalance: string }
      }
      return {
        ok: true,
        value: {
          accountType: v.accountType,
          balance: {
            coin: v.balance.coin,
            walletBalance: v.balance.walletBalance,
            transferBalance: v.balance.transferBalance
          }
        }
      }
    }
  ]
]

// the page size when the caller gives none (the V5 successor's default)
const DEPOSIT_PAGE = 10

interface DepositConfig {
  readonly coin: string
  readonly chain: string
  readonly coinShowName: string
  readonly chainType: string
  readonly blockConfirmNumber: number
  readonly minDepositAmount: string
}

/**
 * The exchange's coins and chains open for deposit, filtered by `coin` and `chain`. The coin table is the same for
 * every account, so it is read through the V5 coin-info route on the demo account's behalf.
 */
function depositConfigs(e: Exchange, p: Params, now: number): Result.Result<ReadonlyArray<DepositConfig>, Answer> {
  const answer = v5(e, "/v5/asset/coin/query-info", { uid: e.demo.uid, apiKey: e.demo.apiKey }, {}, now)
  if (!answer.ok) return Result.fail(answer)
  const rows = (answer.value as { rows: ReadonlyArray<{ name: string; coin: string; chains: ReadonlyArray<Chain> }> })
    .rows
  const out: Array<DepositConfig> = []
  for (const row of rows) {
    if (p.coin !== undefined && row.coin !== p.coin) continue
    for (const chain of row.chains) {
      if (chain.chainDeposit !== "1" || (p.chain !== undefined && chain.chain !== p.chain)) continue
      out.push({
        coin: row.coin,
        chain: chain.chain,
        coinShowName: row.name,
        chainType: chain.chainType,
        blockConfirmNumber: Number(chain.confirmation),
        minDepositAmount: chain.depositMin
      })
    }
  }
  return Result.succeed(out)
}

interface Chain {
  readonly chain: string
  readonly chainType: string
  readonly confirmation: string
  readonly depositMin: string
  readonly chainDeposit: string
}

/** Reads a deposit-list cursor (base64 of `{"page":n,"limit":m}`), or `undefined` when it is not one. */
function pageOf(cursor: string): { readonly page: number; readonly limit: number | undefined } | undefined {
  try {
    const value: unknown = JSON.parse(Buffer.from(cursor, "base64").toString("utf8"))
    if (typeof value !== "object" || value === null) return undefined
    const { page, limit } = value as { page?: unknown; limit?: unknown }
    if (typeof page !== "number" || !Number.isInteger(page) || page < 1) return undefined
    return { page, limit: typeof limit === "number" ? limit : undefined }
  } catch {
    return undefined
  }
}
