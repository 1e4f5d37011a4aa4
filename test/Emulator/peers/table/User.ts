/**
 * Peer rows: sub-accounts and API keys, the exchange broker and the institutional rate-limit API. A pass creates
 * the sub-account, keys and master key it freezes, changes or deletes, so the pass's own master key survives.
 */
import type { Ctx, Result, Row } from "../Peers.js"
import { got, keep, row } from "../Peers.js"

/** A username of 6–16 letters and digits, one per pass. */
const username = (ctx: Ctx) => `${ctx.peer === "bybit-api" ? "bapi" : "ccxt"}${ctx.h.port}`

/**
 * The master's key a pass changes and deletes: the seeded RSA key in the bybit-api pass, the seeded HMAC key (the
 * pass's own, so these rows come last) in the ccxt pass.
 */
const ownKey = (ctx: Ctx) =>
  ctx.peer === "bybit-api" ? { apiKey: ctx.h.rsa.apiKey, secret: ctx.h.rsa.privateKeyPem } : undefined

/** The User family. */
export const user: ReadonlyArray<Row> = [
  row(
    "POST /v5/user/create-sub-member",
    "createSubMember",
    "privatePostV5UserCreateSubMember",
    (ctx) => ({ username: username(ctx), memberType: 1 }),
    { wait: 1_050, check: keep("uid", "newSub") }
  ),
  row("GET /v5/user/query-sub-members", "getSubUIDList", "privateGetV5UserQuerySubMembers"),
  row("GET /v5/user/submembers", "getSubUIDListUnlimited", "privateGetV5UserSubmembers", { pageSize: "10" }),
  row("GET /v5/user/escrow_sub_members", undefined, "privateGetV5UserEscrowSubMembers", { pageSize: "10" }),
  ...([1, 0] as const).map((frozen) =>
    row(
      "POST /v5/user/frozen-sub-member",
      "setSubUIDFrozenState",
      "privatePostV5UserFrozenSubMember",
      (ctx) => ({ subuid: Number(got(ctx, "newSub")), frozen }),
      { args: (p) => [p.subuid, p.frozen] }
    )
  ),
  row(
    "POST /v5/user/create-sub-api",
    "createSubUIDAPIKey",
    "privatePostV5UserCreateSubApi",
    (ctx) => ({ subuid: Number(got(ctx, "newSub")), readOnly: 0, permissions: { ContractTrade: ["Order"] } }),
    { check: keep("apiKey", "subApiKey") }
  ),
  row("GET /v5/user/sub-apikeys", "getSubAccountAllApiKeys", "privateGetV5UserSubApikeys", (ctx) => ({
    subMemberId: got(ctx, "newSub")
  })),
  row("POST /v5/user/update-sub-api", "updateSubApiKey", "privatePostV5UserUpdateSubApi", (ctx) => ({
    apikey: got(ctx, "subApiKey"),
    readOnly: 1
  })),
  row("POST /v5/user/delete-sub-api", "deleteSubApiKey", "privatePostV5UserDeleteSubApi", (ctx) => ({
    apikey: got(ctx, "subApiKey")
  })),
  row("POST /v5/user/del-submember", "deleteSubMember", undefined, (ctx) => ({ subMemberId: got(ctx, "newSub") })),
  row("GET /v5/user/query-api", "getQueryApiKey", "privateGetV5UserQueryApi"),
  row("GET /v5/user/get-member-type", "getUIDWalletType", "privateGetV5UserGetMemberType"),
  row("POST /v5/user/agreement", "signAgreement", "privatePostV5UserAgreement", { agree: true, category: 2 }),
  row("GET /v5/user/invitation/referrals", "getFriendReferrals", "privateGetV5UserInvitationReferrals", undefined, {
    setup: (ctx) => {
      ctx.vars.set("invitee", ctx.h.admin.invite())
    },
    check: (result, ctx) => {
      const invitees = ((result.records ?? []) as ReadonlyArray<Result>).map((r) => String(r.inviteeUid))
      if (!invitees.includes(got(ctx, "invitee"))) throw new Error(`the invitee is not listed: ${invitees.join(",")}`)
    }
  })
]

/** The exchange broker: the master is made a broker (PRO1) and its sub-account the broker's client. */
const broker = (ctx: Ctx) => ctx.h.admin.rateLimits.setBroker(ctx.h.uid, "PRO1")

/** The Broker family. */
export const brokers: ReadonlyArray<Row> = [
  row("GET /v5/broker/account-info", "getExchangeBrokerAccountInfo", "privateGetV5BrokerAccountInfo", undefined, {
    setup: broker
  }),
  row("GET /v5/broker/earnings-info", "getExchangeBrokerEarnings", "privateGetV5BrokerEarningsInfo"),
  row("GET /v5/broker/earning-record", undefined, "privateGetV5BrokerEarningRecord"),
  row(
    "GET /v5/broker/asset/query-sub-member-deposit-record",
    "getBrokerSubAccountDeposits",
    "privateGetV5BrokerAssetQuerySubMemberDepositRecord"
  ),
  row("POST /v5/broker/apilimit/set", "setBrokerRateLimit", undefined, (ctx) => ({
    list: [{ uids: ctx.subUid, bizType: "SPOT", rate: 40 }]
  })),
  row("GET /v5/broker/apilimit/query-cap", "getBrokerRateLimitCap", undefined),
  row("GET /v5/broker/apilimit/query-all", "getAllBrokerRateLimits", undefined, (ctx) => ({ uids: ctx.subUid })),
  row("POST /v5/broker/award/info", "getBrokerVoucherSpec", "privatePostV5BrokerAwardInfo", { id: "80001" }),
  row(
    "POST /v5/broker/award/distribute-award",
    "issueBrokerVoucher",
    "privatePostV5BrokerAwardDistributeAward",
    (ctx) => ({
      accountId: ctx.subUid,
      awardId: "80001",
      specCode: ctx.peer === "bybit-api" ? "promo1" : "promo2",
      amount: "100",
      brokerId: ctx.h.uid
    })
  ),
  row(
    "POST /v5/broker/award/distribution-record",
    "getBrokerIssuedVoucher",
    "privatePostV5BrokerAwardDistributionRecord",
    (ctx) => ({ accountId: ctx.subUid, awardId: "80001", specCode: ctx.peer === "bybit-api" ? "promo1" : "promo2" })
  )
]

/** The institutional rate-limit API: the master is made an institution (PRO1). */
export const rateLimits: ReadonlyArray<Row> = [
  row(
    "POST /v5/apilimit/set",
    "setApiRateLimit",
    undefined,
    (ctx) => ({
      // a master sets its sub-accounts' limits
      list: [{ uids: ctx.subUid, bizType: "SPOT", rate: 100 }]
    }),
    { setup: (ctx) => ctx.h.admin.rateLimits.setInstitution(ctx.h.uid, "PRO1") }
  ),
  row("GET /v5/apilimit/query", "queryApiRateLimit", undefined, (ctx) => ({ uids: ctx.h.uid })),
  row("GET /v5/apilimit/query-cap", "getRateLimitCap", undefined),
  row("GET /v5/apilimit/query-all", "getAllRateLimits", undefined)
]

/** The calls that change and delete the calling master key: the last rows of a pass. */
export const ownKeys: ReadonlyArray<Row> = [
  row("POST /v5/user/update-api", "updateMasterApiKey", "privatePostV5UserUpdateApi", { readOnly: 0 }, { key: ownKey }),
  row("POST /v5/user/delete-api", "deleteMasterApiKey", "privatePostV5UserDeleteApi", undefined, { key: ownKey })
]
