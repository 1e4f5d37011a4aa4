/**
 * AssetV1: the remaining calls of the v3-era bybit-api client for this family, generated from a table of its
 * method names, HTTP methods and paths, with request fields (required ones plain) and response shapes taken from
 * the family's legacy docs (parameter tables and response examples), and the calls its client makes on another
 * family's path (aliases of that family's definition). Signing and envelope as the hand-written definitions of the
 * family.
 *
 * Written by `npx tsx scripts/legacy/generate.ts` from `scripts/legacy/table/AssetV1.json`: change the table (or
 * the generator) and run it again, not this file; test/Scripts/LegacyGenerated.test.ts fails when they differ.
 *
 * @since 0.1.0
 */
import * as Schema from "effect/Schema"
import { callable } from "../../BybitHttp.js"
import * as Endpoint from "../../Endpoint.js"
import { alias } from "../Alias.js"
import * as InverseV2 from "../InverseV2.js"
import * as InverseV2Generated from "./InverseV2.js"

const legacy = { signing: "legacy", envelope: "legacy" } as const

/**
 * `POST /asset/v1/private/sub-member/transfer` (bybit-api `createSubAccountTransfer`).
 *
 * @since 0.1.0
 * @category endpoints
 */
export const createSubAccountTransfer = Endpoint.make({
  ...legacy,
  name: "createSubAccountTransfer",
  method: "POST",
  path: "/asset/v1/private/sub-member/transfer",
  auth: "private",
  request: () =>
    Schema.Struct({
      transfer_id: Schema.String,
      coin: Schema.String,
      amount: Schema.String,
      sub_user_id: Schema.String,
      type: Schema.String
    }),
  response: () =>
    Schema.Struct({
      transfer_id: Schema.String
    })
})

/**
 * `GET /asset/v1/private/sub-member/transfer/list` (bybit-api `getSubAccountTransfers`).
 *
 * @since 0.1.0
 * @category endpoints
 */
export const getSubAccountTransfers = Endpoint.make({
  ...legacy,
  name: "getSubAccountTransfers",
  method: "GET",
  path: "/asset/v1/private/sub-member/transfer/list",
  auth: "private",
  request: () =>
    Schema.Struct({
      transfer_id: Schema.optional(Schema.String),
      coin: Schema.optional(Schema.String),
      status: Schema.optional(Schema.String),
      start_time: Schema.optional(Schema.Number),
      end_time: Schema.optional(Schema.Number),
      direction: Schema.optional(Schema.String),
      limit: Schema.optional(Schema.Number),
      cursor: Schema.optional(Schema.String)
    }),
  response: () =>
    Schema.Struct({
      list: Schema.Array(
        Schema.Struct({
          transfer_id: Schema.String,
          coin: Schema.String,
          amount: Schema.String,
          user_id: Schema.Number,
          sub_user_id: Schema.Number,
          timestamp: Schema.String,
          status: Schema.String,
          type: Schema.String
        })
      ),
      cursor: Schema.String
    })
})

/**
 * `POST /asset/v1/private/transferable-subs/save` (bybit-api `enableUniversalTransfer`).
 *
 * @since 0.1.0
 * @category endpoints
 */
export const enableUniversalTransfer = Endpoint.make({
  ...legacy,
  name: "enableUniversalTransfer",
  method: "POST",
  path: "/asset/v1/private/transferable-subs/save",
  auth: "private",
  request: () =>
    Schema.Struct({
      transferable_sub_ids: Schema.optional(Schema.String)
    }),
  response: () => Schema.Struct({})
})

/**
 * `POST /asset/v1/private/universal/transfer` (bybit-api `createUniversalTransfer`).
 *
 * @since 0.1.0
 * @category endpoints
 */
export const createUniversalTransfer = Endpoint.make({
  ...legacy,
  name: "createUniversalTransfer",
  method: "POST",
  path: "/asset/v1/private/universal/transfer",
  auth: "private",
  request: () =>
    Schema.Struct({
      transfer_id: Schema.String,
      coin: Schema.String,
      amount: Schema.String,
      from_member_id: Schema.String,
      to_member_id: Schema.String,
      from_account_type: Schema.String,
      to_account_type: Schema.String
    }),
  response: () =>
    Schema.Struct({
      transfer_id: Schema.String
    })
})

/**
 * `GET /asset/v1/private/universal/transfer/list` (bybit-api `getUniversalTransfers`).
 *
 * @since 0.1.0
 * @category endpoints
 */
export const getUniversalTransfers = Endpoint.make({
  ...legacy,
  name: "getUniversalTransfers",
  method: "GET",
  path: "/asset/v1/private/universal/transfer/list",
  auth: "private",
  request: () =>
    Schema.Struct({
      transfer_id: Schema.optional(Schema.String),
      coin: Schema.optional(Schema.String),
      status: Schema.optional(Schema.String),
      start_time: Schema.optional(Schema.Number),
      end_time: Schema.optional(Schema.Number),
      direction: Schema.optional(Schema.String),
      limit: Schema.optional(Schema.Number),
      cursor: Schema.optional(Schema.String)
    }),
  response: () =>
    Schema.Struct({
      list: Schema.Array(
        Schema.Struct({
          transfer_id: Schema.String,
          coin: Schema.String,
          amount: Schema.String,
          timestamp: Schema.String,
          status: Schema.String,
          fromAccountType: Schema.String,
          toAccountType: Schema.String,
          fromMemberId: Schema.String,
          toMemberId: Schema.String
        })
      ),
      cursor: Schema.String
    })
})

/**
 * `GET /asset/v1/private/deposit/record/query` (bybit-api `getDepositRecords`).
 *
 * @since 0.1.0
 * @category endpoints
 */
export const getDepositRecords = Endpoint.make({
  ...legacy,
  name: "getDepositRecords",
  method: "GET",
  path: "/asset/v1/private/deposit/record/query",
  auth: "private",
  request: () =>
    Schema.Struct({
      start_time: Schema.optional(Schema.Number),
      end_time: Schema.optional(Schema.Number),
      coin: Schema.optional(Schema.String),
      cursor: Schema.optional(Schema.String),
      direction: Schema.optional(Schema.String),
      limit: Schema.optional(Schema.Number),
      timestamp: Schema.Number
    }),
  response: () =>
    Schema.Struct({
      rows: Schema.Array(
        Schema.Struct({
          coin: Schema.String,
          chain: Schema.String,
          amount: Schema.String,
          tx_id: Schema.String,
          status: Schema.Number,
          to_address: Schema.String,
          tag: Schema.String,
          deposit_fee: Schema.String,
          success_at: Schema.String,
          confirmations: Schema.String,
          tx_index: Schema.String,
          block_hash: Schema.String
        })
      ),
      cursor: Schema.String
    })
})

/**
 * `GET /asset/v1/private/withdraw/record/query` (bybit-api `getWithdrawRecords`).
 *
 * @since 0.1.0
 * @category endpoints
 */
export const getWithdrawRecords = Endpoint.make({
  ...legacy,
  name: "getWithdrawRecords",
  method: "GET",
  path: "/asset/v1/private/withdraw/record/query",
  auth: "private",
  request: () =>
    Schema.Struct({
      withdraw_id: Schema.optional(Schema.Number),
      start_time: Schema.optional(Schema.Number),
      end_time: Schema.optional(Schema.Number),
      coin: Schema.optional(Schema.String),
      withdraw_type: Schema.optional(Schema.String),
      cursor: Schema.optional(Schema.String),
      direction: Schema.optional(Schema.String),
      limit: Schema.optional(Schema.Number)
    }),
  response: () =>
    Schema.Struct({
      rows: Schema.Array(
        Schema.Struct({
          coin: Schema.String,
          chain: Schema.String,
          amount: Schema.String,
          tx_id: Schema.String,
          status: Schema.String,
          to_address: Schema.optional(Schema.String),
          tag: Schema.String,
          withdraw_fee: Schema.String,
          create_time: Schema.String,
          update_time: Schema.String,
          withdraw_id: Schema.String,
          toAddress: Schema.optional(Schema.String)
        })
      ),
      cursor: Schema.String
    })
})

/**
 * `GET /asset/v1/private/coin-info/query` (bybit-api `getCoinInformation`).
 *
 * @since 0.1.0
 * @category endpoints
 */
export const getCoinInformation = Endpoint.make({
  ...legacy,
  name: "getCoinInformation",
  method: "GET",
  path: "/asset/v1/private/coin-info/query",
  auth: "private",
  request: () =>
    Schema.Struct({
      coin: Schema.optional(Schema.String)
    }),
  response: () =>
    Schema.Struct({
      rows: Schema.Array(
        Schema.Struct({
          name: Schema.String,
          coin: Schema.String,
          remain_amount: Schema.String,
          chains: Schema.Array(
            Schema.Struct({
              chain_type: Schema.String,
              confirmation: Schema.String,
              withdraw_fee: Schema.String,
              deposit_min: Schema.String,
              withdraw_min: Schema.String,
              chain: Schema.String
            })
          )
        })
      )
    })
})

/**
 * `GET /asset/v1/private/asset-info/query` (bybit-api `getAssetInformation`).
 *
 * @since 0.1.0
 * @category endpoints
 */
export const getAssetInformation = Endpoint.make({
  ...legacy,
  name: "getAssetInformation",
  method: "GET",
  path: "/asset/v1/private/asset-info/query",
  auth: "private",
  request: () =>
    Schema.Struct({
      account_type: Schema.optional(Schema.String),
      coin: Schema.optional(Schema.String)
    }),
  response: () =>
    Schema.Struct({
      spot: Schema.Struct({
        status: Schema.String,
        assets: Schema.Array(
          Schema.Struct({
            coin: Schema.String,
            frozen: Schema.String,
            free: Schema.String,
            withdraw: Schema.String
          })
        )
      })
    })
})

/**
 * `POST /asset/v1/private/withdraw` (bybit-api `submitWithdrawal`).
 *
 * @since 0.1.0
 * @category endpoints
 */
export const submitWithdrawal = Endpoint.make({
  ...legacy,
  name: "submitWithdrawal",
  method: "POST",
  path: "/asset/v1/private/withdraw",
  auth: "private",
  request: () =>
    Schema.Struct({
      coin: Schema.String,
      chain: Schema.String,
      address: Schema.String,
      tag: Schema.optional(Schema.String),
      amount: Schema.String,
      force_chain: Schema.optional(Schema.Number),
      account_type: Schema.optional(Schema.String),
      fee_type: Schema.optional(Schema.Number)
    }),
  response: () =>
    Schema.Struct({
      id: Schema.String
    })
})

/**
 * `POST /asset/v1/private/withdraw/cancel` (bybit-api `cancelWithdrawal`).
 *
 * @since 0.1.0
 * @category endpoints
 */
export const cancelWithdrawal = Endpoint.make({
  ...legacy,
  name: "cancelWithdrawal",
  method: "POST",
  path: "/asset/v1/private/withdraw/cancel",
  auth: "private",
  request: () =>
    Schema.Struct({
      id: Schema.Number
    }),
  response: () => Schema.Struct({})
})

/**
 * `GET /asset/v1/private/deposit/address` (bybit-api `getDepositAddress`).
 *
 * @since 0.1.0
 * @category endpoints
 */
export const getDepositAddress = Endpoint.make({
  ...legacy,
  name: "getDepositAddress",
  method: "GET",
  path: "/asset/v1/private/deposit/address",
  auth: "private",
  request: () =>
    Schema.Struct({
      coin: Schema.String,
      chain_type: Schema.optional(Schema.String)
    }),
  response: () =>
    Schema.Struct({
      coin: Schema.String,
      chains: Schema.Array(
        Schema.Struct({
          chain_type: Schema.String,
          address_deposit: Schema.String,
          tag_deposit: Schema.String,
          chain: Schema.String
        })
      )
    })
})

/**
 * `GET /v2/public/time` (bybit-api `getServerTime`): the InverseV2 definition `getServerTime`, which this client calls too.
 *
 * @since 0.1.0
 * @category endpoints
 */
export const getServerTime = alias(InverseV2.serverTime, "getServerTime")

/**
 * `GET /v2/public/announcement` (bybit-api `getApiAnnouncements`): the InverseV2 definition `getApiAnnouncements`, which this client calls too.
 *
 * @since 0.1.0
 * @category endpoints
 */
export const getApiAnnouncements = alias(InverseV2Generated.getApiAnnouncements, "getApiAnnouncements")

/**
 * Every generated endpoint of this family.
 *
 * @since 0.1.0
 * @category endpoints
 */
export const endpoints: ReadonlyArray<Endpoint.Any> = [
  createSubAccountTransfer,
  getSubAccountTransfers,
  enableUniversalTransfer,
  createUniversalTransfer,
  getUniversalTransfers,
  getDepositRecords,
  getWithdrawRecords,
  getCoinInformation,
  getAssetInformation,
  submitWithdrawal,
  cancelWithdrawal,
  getDepositAddress,
  getServerTime,
  getApiAnnouncements
]

/**
 * The callables, by the bybit-api method name.
 *
 * @since 0.1.0
 * @category callables
 */
export const calls = {
  createSubAccountTransfer: callable(createSubAccountTransfer),
  getSubAccountTransfers: callable(getSubAccountTransfers),
  enableUniversalTransfer: callable(enableUniversalTransfer),
  createUniversalTransfer: callable(createUniversalTransfer),
  getUniversalTransfers: callable(getUniversalTransfers),
  getDepositRecords: callable(getDepositRecords),
  getWithdrawRecords: callable(getWithdrawRecords),
  getCoinInformation: callable(getCoinInformation),
  getAssetInformation: callable(getAssetInformation),
  submitWithdrawal: callable(submitWithdrawal),
  cancelWithdrawal: callable(cancelWithdrawal),
  getDepositAddress: callable(getDepositAddress),
  getServerTime: callable(getServerTime),
  getApiAnnouncements: callable(getApiAnnouncements)
} as const
