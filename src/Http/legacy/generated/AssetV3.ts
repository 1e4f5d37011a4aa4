/**
 * AssetV3: the remaining calls of the v3-era bybit-api client for this family, generated from a table of its
 * method names, HTTP methods and paths, with request fields (required ones plain) and response shapes taken from
 * the family's legacy docs (parameter tables and response examples), and the calls its client makes on another
 * family's path (aliases of that family's definition). Signing and envelope as the hand-written definitions of the
 * family.
 *
 * Written by `npx tsx scripts/legacy/generate.ts` from `scripts/legacy/table/AssetV3.json`: change the table (or
 * the generator) and run it again, not this file; test/Scripts/LegacyGenerated.test.ts fails when they differ.
 *
 * @since 0.1.0
 */
import * as Schema from "effect/Schema"
import { callable } from "../../BybitHttp.js"
import * as Endpoint from "../../Endpoint.js"
import { alias } from "../Alias.js"
import * as ContractV3 from "../ContractV3.js"

/**
 * `GET /asset/v3/private/transfer/inter-transfer/list/query` (bybit-api `getInternalTransfers`).
 *
 * @since 0.1.0
 * @category endpoints
 */
export const getInternalTransfers = Endpoint.make({
  name: "getInternalTransfers",
  method: "GET",
  path: "/asset/v3/private/transfer/inter-transfer/list/query",
  auth: "private",
  request: () =>
    Schema.Struct({
      transferId: Schema.optional(Schema.String),
      coin: Schema.optional(Schema.String),
      status: Schema.optional(Schema.String),
      startTime: Schema.optional(Schema.Number),
      endTime: Schema.optional(Schema.Number),
      limit: Schema.optional(Schema.Number),
      cursor: Schema.optional(Schema.String)
    }),
  response: () =>
    Schema.Struct({
      list: Schema.Array(
        Schema.Struct({
          transferId: Schema.String,
          coin: Schema.String,
          amount: Schema.String,
          fromAccountType: Schema.String,
          toAccountType: Schema.String,
          timestamp: Schema.String,
          status: Schema.String
        })
      ),
      nextPageCursor: Schema.String
    })
})

/**
 * `POST /asset/v3/private/transfer/sub-member-transfer` (bybit-api `createSubAccountTransfer`).
 *
 * @since 0.1.0
 * @category endpoints
 */
export const createSubAccountTransfer = Endpoint.make({
  name: "createSubAccountTransfer",
  method: "POST",
  path: "/asset/v3/private/transfer/sub-member-transfer",
  auth: "private",
  request: () =>
    Schema.Struct({
      transferId: Schema.String,
      coin: Schema.String,
      amount: Schema.String,
      subMemberId: Schema.String,
      type: Schema.String
    }),
  response: () =>
    Schema.Struct({
      transferId: Schema.String
    })
})

/**
 * `GET /asset/v3/private/transfer/sub-member-transfer/list/query` (bybit-api `getSubAccountTransfers`).
 *
 * @since 0.1.0
 * @category endpoints
 */
export const getSubAccountTransfers = Endpoint.make({
  name: "getSubAccountTransfers",
  method: "GET",
  path: "/asset/v3/private/transfer/sub-member-transfer/list/query",
  auth: "private",
  request: () =>
    Schema.Struct({
      transferId: Schema.optional(Schema.String),
      coin: Schema.optional(Schema.String),
      status: Schema.optional(Schema.String),
      startTime: Schema.optional(Schema.Number),
      endTime: Schema.optional(Schema.Number),
      limit: Schema.optional(Schema.Number),
      cursor: Schema.optional(Schema.String)
    }),
  response: () =>
    Schema.Struct({
      list: Schema.Array(
        Schema.Struct({
          transferId: Schema.String,
          coin: Schema.String,
          amount: Schema.String,
          memberId: Schema.Number,
          subMemberId: Schema.Number,
          timestamp: Schema.String,
          status: Schema.String,
          type: Schema.String
        })
      ),
      nextPageCursor: Schema.String
    })
})

/**
 * `GET /asset/v3/private/transfer/sub-member/list/query` (bybit-api `getSubAccounts`).
 *
 * @since 0.1.0
 * @category endpoints
 */
export const getSubAccounts = Endpoint.make({
  name: "getSubAccounts",
  method: "GET",
  path: "/asset/v3/private/transfer/sub-member/list/query",
  auth: "private",
  request: () => Schema.Struct({}),
  response: () =>
    Schema.Struct({
      subMemberIds: Schema.Array(Schema.Number),
      transferableSubMemberIds: Schema.Array(Schema.Number)
    })
})

/**
 * `POST /asset/v3/private/transfer/transfer-sub-member-save` (bybit-api `enableUniversalTransfer`).
 *
 * @since 0.1.0
 * @category endpoints
 */
export const enableUniversalTransfer = Endpoint.make({
  name: "enableUniversalTransfer",
  method: "POST",
  path: "/asset/v3/private/transfer/transfer-sub-member-save",
  auth: "private",
  request: () =>
    Schema.Struct({
      subMemberIds: Schema.optional(Schema.String)
    }),
  response: () => Schema.Struct({})
})

/**
 * `POST /asset/v3/private/transfer/universal-transfer` (bybit-api `createUniversalTransfer`).
 *
 * @since 0.1.0
 * @category endpoints
 */
export const createUniversalTransfer = Endpoint.make({
  name: "createUniversalTransfer",
  method: "POST",
  path: "/asset/v3/private/transfer/universal-transfer",
  auth: "private",
  request: () =>
    Schema.Struct({
      transferId: Schema.String,
      coin: Schema.String,
      amount: Schema.String,
      fromMemberId: Schema.String,
      toMemberId: Schema.String,
      fromAccountType: Schema.String,
      toAccountType: Schema.String
    }),
  response: () =>
    Schema.Struct({
      transferId: Schema.String
    })
})

/**
 * `GET /asset/v3/private/transfer/universal-transfer/list/query` (bybit-api `getUniversalTransfers`).
 *
 * @since 0.1.0
 * @category endpoints
 */
export const getUniversalTransfers = Endpoint.make({
  name: "getUniversalTransfers",
  method: "GET",
  path: "/asset/v3/private/transfer/universal-transfer/list/query",
  auth: "private",
  request: () =>
    Schema.Struct({
      transferId: Schema.optional(Schema.String),
      coin: Schema.optional(Schema.String),
      status: Schema.optional(Schema.String),
      startTime: Schema.optional(Schema.Number),
      endTime: Schema.optional(Schema.Number),
      limit: Schema.optional(Schema.Number),
      cursor: Schema.optional(Schema.String)
    }),
  response: () =>
    Schema.Struct({
      list: Schema.Array(
        Schema.Struct({
          transferId: Schema.String,
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
      nextPageCursor: Schema.String
    })
})

/**
 * `GET /asset/v3/private/transfer/transfer-coin/list/query` (bybit-api `getTransferableCoinList`).
 *
 * @since 0.1.0
 * @category endpoints
 */
export const getTransferableCoinList = Endpoint.make({
  name: "getTransferableCoinList",
  method: "GET",
  path: "/asset/v3/private/transfer/transfer-coin/list/query",
  auth: "private",
  request: () =>
    Schema.Struct({
      fromAccountType: Schema.String,
      toAccountType: Schema.String
    }),
  response: () =>
    Schema.Struct({
      list: Schema.Array(Schema.String)
    })
})

/**
 * `GET /asset/v3/private/transfer/asset-info/query` (bybit-api `getAssetInfo`).
 *
 * @since 0.1.0
 * @category endpoints
 */
export const getAssetInfo = Endpoint.make({
  name: "getAssetInfo",
  method: "GET",
  path: "/asset/v3/private/transfer/asset-info/query",
  auth: "private",
  request: () =>
    Schema.Struct({
      accountType: Schema.optional(Schema.String),
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
 * `GET /asset/v3/private/deposit/record/query` (bybit-api `getDepositRecords`).
 *
 * @since 0.1.0
 * @category endpoints
 */
export const getDepositRecords = Endpoint.make({
  name: "getDepositRecords",
  method: "GET",
  path: "/asset/v3/private/deposit/record/query",
  auth: "private",
  request: () =>
    Schema.Struct({
      startTime: Schema.optional(Schema.Number),
      endTime: Schema.optional(Schema.Number),
      coin: Schema.optional(Schema.String),
      cursor: Schema.optional(Schema.String),
      limit: Schema.optional(Schema.Number)
    }),
  response: () =>
    Schema.Struct({
      rows: Schema.Array(
        Schema.Struct({
          coin: Schema.String,
          chain: Schema.String,
          amount: Schema.String,
          txID: Schema.String,
          status: Schema.Number,
          toAddress: Schema.String,
          tag: Schema.String,
          depositFee: Schema.String,
          successAt: Schema.String,
          confirmations: Schema.String,
          txIndex: Schema.String,
          blockHash: Schema.String
        })
      ),
      nextPageCursor: Schema.String
    })
})

/**
 * `GET /asset/v3/private/deposit/sub-member-record/query` (bybit-api `getSubDepositRecords`).
 *
 * @since 0.1.0
 * @category endpoints
 */
export const getSubDepositRecords = Endpoint.make({
  name: "getSubDepositRecords",
  method: "GET",
  path: "/asset/v3/private/deposit/sub-member-record/query",
  auth: "private",
  request: () =>
    Schema.Struct({
      subMemberId: Schema.Number,
      startTime: Schema.optional(Schema.Number),
      endTime: Schema.optional(Schema.Number),
      coin: Schema.optional(Schema.String),
      cursor: Schema.optional(Schema.String),
      limit: Schema.optional(Schema.Number)
    }),
  response: () =>
    Schema.Struct({
      rows: Schema.Array(
        Schema.Struct({
          coin: Schema.String,
          chain: Schema.String,
          amount: Schema.String,
          txID: Schema.String,
          status: Schema.Number,
          toAddress: Schema.String,
          tag: Schema.String,
          depositFee: Schema.String,
          successAt: Schema.String,
          confirmations: Schema.String,
          txIndex: Schema.String,
          blockHash: Schema.String
        })
      ),
      nextPageCursor: Schema.String
    })
})

/**
 * `GET /asset/v3/private/withdraw/record/query` (bybit-api `getWithdrawRecords`).
 *
 * @since 0.1.0
 * @category endpoints
 */
export const getWithdrawRecords = Endpoint.make({
  name: "getWithdrawRecords",
  method: "GET",
  path: "/asset/v3/private/withdraw/record/query",
  auth: "private",
  request: () =>
    Schema.Struct({
      withdrawID: Schema.optional(Schema.Number),
      startTime: Schema.optional(Schema.Number),
      endTime: Schema.optional(Schema.Number),
      coin: Schema.optional(Schema.String),
      withdrawType: Schema.optional(Schema.String),
      cursor: Schema.optional(Schema.String),
      limit: Schema.optional(Schema.Number)
    }),
  response: () =>
    Schema.Struct({
      rows: Schema.Array(
        Schema.Struct({
          coin: Schema.String,
          chain: Schema.String,
          amount: Schema.String,
          txID: Schema.String,
          status: Schema.String,
          toAddress: Schema.String,
          tag: Schema.String,
          withdrawFee: Schema.String,
          createTime: Schema.String,
          updateTime: Schema.String,
          withdrawId: Schema.String
        })
      ),
      nextPageCursor: Schema.String
    })
})

/**
 * `GET /asset/v3/private/coin-info/query` (bybit-api `getCoinInformation`).
 *
 * @since 0.1.0
 * @category endpoints
 */
export const getCoinInformation = Endpoint.make({
  name: "getCoinInformation",
  method: "GET",
  path: "/asset/v3/private/coin-info/query",
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
          remainAmount: Schema.String,
          chains: Schema.Array(
            Schema.Struct({
              chainType: Schema.String,
              confirmation: Schema.String,
              withdrawFee: Schema.String,
              depositMin: Schema.String,
              withdrawMin: Schema.String,
              chain: Schema.String,
              chainDeposit: Schema.String,
              chainWithdraw: Schema.String,
              minAccuracy: Schema.String
            })
          )
        })
      )
    })
})

/**
 * `POST /asset/v3/private/withdraw/create` (bybit-api `submitWithdrawal`).
 *
 * @since 0.1.0
 * @category endpoints
 */
export const submitWithdrawal = Endpoint.make({
  name: "submitWithdrawal",
  method: "POST",
  path: "/asset/v3/private/withdraw/create",
  auth: "private",
  request: () =>
    Schema.Struct({
      coin: Schema.String,
      chain: Schema.String,
      address: Schema.String,
      tag: Schema.optional(Schema.String),
      amount: Schema.String,
      timestamp: Schema.Number,
      forceChain: Schema.optional(Schema.Number)
    }),
  response: () =>
    Schema.Struct({
      id: Schema.String
    })
})

/**
 * `GET /asset/v3/private/deposit/address/query` (bybit-api `getMasterAccountDepositAddress`).
 *
 * @since 0.1.0
 * @category endpoints
 */
export const getMasterAccountDepositAddress = Endpoint.make({
  name: "getMasterAccountDepositAddress",
  method: "GET",
  path: "/asset/v3/private/deposit/address/query",
  auth: "private",
  request: () =>
    Schema.Struct({
      coin: Schema.String,
      chainType: Schema.optional(Schema.String)
    }),
  response: () =>
    Schema.Struct({
      coin: Schema.String,
      chains: Schema.Array(
        Schema.Struct({
          chainType: Schema.String,
          addressDeposit: Schema.String,
          tagDeposit: Schema.String,
          chain: Schema.String
        })
      )
    })
})

/**
 * `GET /asset/v3/private/deposit/sub-member-address/query` (bybit-api `getSubAccountDepositAddress`).
 *
 * @since 0.1.0
 * @category endpoints
 */
export const getSubAccountDepositAddress = Endpoint.make({
  name: "getSubAccountDepositAddress",
  method: "GET",
  path: "/asset/v3/private/deposit/sub-member-address/query",
  auth: "private",
  request: () =>
    Schema.Struct({
      coin: Schema.String,
      chainType: Schema.String,
      subMemberId: Schema.String
    }),
  response: () =>
    Schema.Struct({
      coin: Schema.String,
      chains: Schema.Struct({
        chainType: Schema.String,
        addressDeposit: Schema.String,
        tagDeposit: Schema.String,
        chain: Schema.String
      })
    })
})

/**
 * `POST /user/v3/private/create-sub-api` (bybit-api `createSubAPIKey`).
 *
 * @since 0.1.0
 * @category endpoints
 */
export const createSubAPIKey = Endpoint.make({
  name: "createSubAPIKey",
  method: "POST",
  path: "/user/v3/private/create-sub-api",
  auth: "private",
  request: () =>
    Schema.Struct({
      subuid: Schema.String,
      note: Schema.optional(Schema.String),
      readOnly: Schema.Number,
      ips: Schema.optional(Schema.String),
      permissions: Schema.String
    }),
  response: () =>
    Schema.Struct({
      id: Schema.String,
      note: Schema.String,
      apiKey: Schema.String,
      readOnly: Schema.Number,
      secret: Schema.String,
      permissions: Schema.Struct({
        ContractTrade: Schema.Array(Schema.Unknown),
        Spot: Schema.Array(Schema.Unknown),
        Wallet: Schema.Array(Schema.String),
        Options: Schema.Array(Schema.Unknown),
        Derivatives: Schema.Array(Schema.Unknown),
        CopyTrading: Schema.Array(Schema.Unknown),
        BlockTrade: Schema.Array(Schema.Unknown),
        Exchange: Schema.Array(Schema.Unknown),
        NFT: Schema.Array(Schema.Unknown)
      })
    })
})

/**
 * `POST /user/v3/private/update-api` (bybit-api `modifyMasterAPIKey`).
 *
 * @since 0.1.0
 * @category endpoints
 */
export const modifyMasterAPIKey = Endpoint.make({
  name: "modifyMasterAPIKey",
  method: "POST",
  path: "/user/v3/private/update-api",
  auth: "private",
  request: () =>
    Schema.Struct({
      readOnly: Schema.String,
      ips: Schema.optional(Schema.String),
      permissions: Schema.String
    }),
  response: () =>
    Schema.Struct({
      id: Schema.String,
      note: Schema.String,
      apiKey: Schema.String,
      readOnly: Schema.Number,
      secret: Schema.String,
      permissions: Schema.Struct({
        ContractTrade: Schema.Array(Schema.String),
        Spot: Schema.Array(Schema.String),
        Wallet: Schema.Array(Schema.String),
        Options: Schema.Array(Schema.Unknown),
        Derivatives: Schema.Array(Schema.Unknown),
        CopyTrading: Schema.Array(Schema.Unknown),
        BlockTrade: Schema.Array(Schema.Unknown),
        Exchange: Schema.Array(Schema.Unknown),
        NFT: Schema.Array(Schema.Unknown)
      }),
      ips: Schema.Array(Schema.String)
    })
})

/**
 * `POST /user/v3/private/update-sub-api` (bybit-api `modifySubAPIKey`).
 *
 * @since 0.1.0
 * @category endpoints
 */
export const modifySubAPIKey = Endpoint.make({
  name: "modifySubAPIKey",
  method: "POST",
  path: "/user/v3/private/update-sub-api",
  auth: "private",
  request: () =>
    Schema.Struct({
      readOnly: Schema.Number,
      ips: Schema.optional(Schema.String),
      permissions: Schema.String
    }),
  response: () =>
    Schema.Struct({
      id: Schema.String,
      note: Schema.String,
      apiKey: Schema.String,
      readOnly: Schema.Number,
      secret: Schema.String,
      permissions: Schema.Struct({
        ContractTrade: Schema.Array(Schema.String),
        Spot: Schema.Array(Schema.String),
        Wallet: Schema.Array(Schema.String),
        Options: Schema.Array(Schema.Unknown),
        Derivatives: Schema.Array(Schema.Unknown),
        CopyTrading: Schema.Array(Schema.Unknown),
        BlockTrade: Schema.Array(Schema.Unknown),
        Exchange: Schema.Array(Schema.Unknown),
        NFT: Schema.Array(Schema.Unknown)
      }),
      ips: Schema.Array(Schema.String)
    })
})

/**
 * `POST /user/v3/private/delete-api` (bybit-api `deleteMasterAPIKey`).
 *
 * @since 0.1.0
 * @category endpoints
 */
export const deleteMasterAPIKey = Endpoint.make({
  name: "deleteMasterAPIKey",
  method: "POST",
  path: "/user/v3/private/delete-api",
  auth: "private",
  request: () => Schema.Struct({}),
  response: () => Schema.Struct({})
})

/**
 * `POST /user/v3/private/delete-sub-api` (bybit-api `deleteSubAPIKey`).
 *
 * @since 0.1.0
 * @category endpoints
 */
export const deleteSubAPIKey = Endpoint.make({
  name: "deleteSubAPIKey",
  method: "POST",
  path: "/user/v3/private/delete-sub-api",
  auth: "private",
  request: () => Schema.Struct({}),
  response: () => Schema.Struct({})
})

/**
 * `GET /asset/v3/private/transfer/account-coins/balance/query` (bybit-api `getAccountCoinBalances`).
 * Every coin's wallet and transferable balance in one account type (fields as bybit-api's client types them).
 *
 * @since 0.1.0
 * @category endpoints
 */
export const getAccountCoinBalances = Endpoint.make({
  name: "getAccountCoinBalances",
  method: "GET",
  path: "/asset/v3/private/transfer/account-coins/balance/query",
  auth: "private",
  request: () =>
    Schema.Struct({
      memberId: Schema.optional(Schema.String),
      accountType: Schema.String,
      coin: Schema.optional(Schema.String),
      withBonus: Schema.optional(Schema.String)
    }),
  response: () =>
    Schema.Struct({
      accountType: Schema.String,
      memberId: Schema.String,
      balance: Schema.Array(
        Schema.Struct({
          coin: Schema.String,
          walletBalance: Schema.String,
          transferBalance: Schema.String,
          bonus: Schema.String
        })
      )
    })
})

/**
 * `GET /v3/public/time` (bybit-api `getServerTime`): the ContractV3 definition `getServerTime`, which this client calls too.
 *
 * @since 0.1.0
 * @category endpoints
 */
export const getServerTime = alias(ContractV3.serverTime, "getServerTime")

/**
 * Every generated endpoint of this family.
 *
 * @since 0.1.0
 * @category endpoints
 */
export const endpoints: ReadonlyArray<Endpoint.Any> = [
  getInternalTransfers,
  createSubAccountTransfer,
  getSubAccountTransfers,
  getSubAccounts,
  enableUniversalTransfer,
  createUniversalTransfer,
  getUniversalTransfers,
  getTransferableCoinList,
  getAssetInfo,
  getDepositRecords,
  getSubDepositRecords,
  getWithdrawRecords,
  getCoinInformation,
  submitWithdrawal,
  getMasterAccountDepositAddress,
  getSubAccountDepositAddress,
  createSubAPIKey,
  modifyMasterAPIKey,
  modifySubAPIKey,
  deleteMasterAPIKey,
  deleteSubAPIKey,
  getAccountCoinBalances,
  getServerTime
]

/**
 * The callables, by the bybit-api method name.
 *
 * @since 0.1.0
 * @category callables
 */
export const calls = {
  getInternalTransfers: callable(getInternalTransfers),
  createSubAccountTransfer: callable(createSubAccountTransfer),
  getSubAccountTransfers: callable(getSubAccountTransfers),
  getSubAccounts: callable(getSubAccounts),
  enableUniversalTransfer: callable(enableUniversalTransfer),
  createUniversalTransfer: callable(createUniversalTransfer),
  getUniversalTransfers: callable(getUniversalTransfers),
  getTransferableCoinList: callable(getTransferableCoinList),
  getAssetInfo: callable(getAssetInfo),
  getDepositRecords: callable(getDepositRecords),
  getSubDepositRecords: callable(getSubDepositRecords),
  getWithdrawRecords: callable(getWithdrawRecords),
  getCoinInformation: callable(getCoinInformation),
  submitWithdrawal: callable(submitWithdrawal),
  getMasterAccountDepositAddress: callable(getMasterAccountDepositAddress),
  getSubAccountDepositAddress: callable(getSubAccountDepositAddress),
  createSubAPIKey: callable(createSubAPIKey),
  modifyMasterAPIKey: callable(modifyMasterAPIKey),
  modifySubAPIKey: callable(modifySubAPIKey),
  deleteMasterAPIKey: callable(deleteMasterAPIKey),
  deleteSubAPIKey: callable(deleteSubAPIKey),
  getAccountCoinBalances: callable(getAccountCoinBalances),
  getServerTime: callable(getServerTime)
} as const
