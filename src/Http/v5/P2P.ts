/**
 * V5 P2P trading (`/v5/p2p/*`): ads, orders, order chat and user profiles. Every call is a signed POST (reads
 * too, so they are marked idempotent) answered with the legacy envelope. The chat file upload is a multipart body,
 * signed over its bytes.
 *
 * @since 0.1.0
 */
import * as NoParams from "../../Schema/NoParams.js"
import * as P2P from "../../Schema/P2P.js"
import * as Endpoint from "../Endpoint.js"
import { callable } from "../Pipeline.js"

/**
 * `POST /v5/p2p/item/online`.
 *
 * @since 0.1.0
 * @category endpoints
 */
export const itemOnline = Endpoint.make({
  name: "getP2POnlineAds",
  method: "POST",
  path: "/v5/p2p/item/online",
  auth: "private",
  request: P2P.OnlineAdsRequest,
  response: P2P.OnlineAds,
  envelope: "legacy",
  idempotent: true
})

/**
 * The market's online ads for a token, fiat currency and side, page by page.
 *
 * @since 0.1.0
 * @category p2p
 */
export const getP2POnlineAds = callable(itemOnline)

/**
 * `POST /v5/p2p/item/create`.
 *
 * @since 0.1.0
 * @category endpoints
 */
export const itemCreate = Endpoint.make({
  name: "createP2PAd",
  method: "POST",
  path: "/v5/p2p/item/create",
  auth: "private",
  request: P2P.CreateAdRequest,
  response: P2P.AdRiskCheck,
  envelope: "legacy"
})

/**
 * Posts an ad; answers its `itemId` and whether a further security check is due.
 *
 * @since 0.1.0
 * @category p2p
 */
export const createP2PAd = callable(itemCreate)

/**
 * `POST /v5/p2p/item/cancel`.
 *
 * @since 0.1.0
 * @category endpoints
 */
export const itemCancel = Endpoint.make({
  name: "cancelP2PAd",
  method: "POST",
  path: "/v5/p2p/item/cancel",
  auth: "private",
  request: P2P.AdIdRequest,
  response: P2P.NoResult,
  envelope: "legacy"
})

/**
 * Takes an ad offline.
 *
 * @since 0.1.0
 * @category p2p
 */
export const cancelP2PAd = callable(itemCancel)

/**
 * `POST /v5/p2p/item/update`.
 *
 * @since 0.1.0
 * @category endpoints
 */
export const itemUpdate = Endpoint.make({
  name: "updateP2PAd",
  method: "POST",
  path: "/v5/p2p/item/update",
  auth: "private",
  request: P2P.UpdateAdRequest,
  response: P2P.AdRiskCheck,
  envelope: "legacy"
})

/**
 * Edits (`MODIFY`) or relists (`ACTIVE`) an ad.
 *
 * @since 0.1.0
 * @category p2p
 */
export const updateP2PAd = callable(itemUpdate)

/**
 * `POST /v5/p2p/item/personal/list`.
 *
 * @since 0.1.0
 * @category endpoints
 */
export const itemPersonalList = Endpoint.make({
  name: "getP2PPersonalAds",
  method: "POST",
  path: "/v5/p2p/item/personal/list",
  auth: "private",
  request: P2P.PersonalAdsRequest,
  response: P2P.PersonalAds,
  envelope: "legacy",
  idempotent: true
})

/**
 * The caller's own ads, page by page.
 *
 * @since 0.1.0
 * @category p2p
 */
export const getP2PPersonalAds = callable(itemPersonalList)

/**
 * `POST /v5/p2p/item/info`.
 *
 * @since 0.1.0
 * @category endpoints
 */
export const itemInfo = Endpoint.make({
  name: "getP2PAdDetail",
  method: "POST",
  path: "/v5/p2p/item/info",
  auth: "private",
  request: P2P.AdIdRequest,
  response: P2P.P2PAd,
  envelope: "legacy",
  idempotent: true
})

/**
 * One of the caller's ads in full.
 *
 * @since 0.1.0
 * @category p2p
 */
export const getP2PAdDetail = callable(itemInfo)

/**
 * `POST /v5/p2p/order/simplifyList`.
 *
 * @since 0.1.0
 * @category endpoints
 */
export const orderSimplifyList = Endpoint.make({
  name: "getP2POrders",
  method: "POST",
  path: "/v5/p2p/order/simplifyList",
  auth: "private",
  request: P2P.OrdersRequest,
  response: P2P.P2POrders,
  envelope: "legacy",
  idempotent: true
})

/**
 * The caller's P2P orders, page by page.
 *
 * @since 0.1.0
 * @category p2p
 */
export const getP2POrders = callable(orderSimplifyList)

/**
 * `POST /v5/p2p/order/info`.
 *
 * @since 0.1.0
 * @category endpoints
 */
export const orderInfo = Endpoint.make({
  name: "getP2POrderDetail",
  method: "POST",
  path: "/v5/p2p/order/info",
  auth: "private",
  request: P2P.OrderIdRequest,
  response: P2P.P2POrderDetail,
  envelope: "legacy",
  idempotent: true
})

/**
 * One P2P order in full.
 *
 * @since 0.1.0
 * @category p2p
 */
export const getP2POrderDetail = callable(orderInfo)

/**
 * `POST /v5/p2p/order/pending/simplifyList`.
 *
 * @since 0.1.0
 * @category endpoints
 */
export const orderPendingList = Endpoint.make({
  name: "getP2PPendingOrders",
  method: "POST",
  path: "/v5/p2p/order/pending/simplifyList",
  auth: "private",
  request: P2P.OrdersRequest,
  response: P2P.P2POrders,
  envelope: "legacy",
  idempotent: true
})

/**
 * The caller's P2P orders still in progress, page by page.
 *
 * @since 0.1.0
 * @category p2p
 */
export const getP2PPendingOrders = callable(orderPendingList)

/**
 * `POST /v5/p2p/order/pay`.
 *
 * @since 0.1.0
 * @category endpoints
 */
export const orderPay = Endpoint.make({
  name: "markP2POrderAsPaid",
  method: "POST",
  path: "/v5/p2p/order/pay",
  auth: "private",
  request: P2P.MarkPaidRequest,
  response: P2P.NoResult,
  envelope: "legacy"
})

/**
 * Marks an order paid (the buyer), naming the payment method used.
 *
 * @since 0.1.0
 * @category p2p
 */
export const markP2POrderAsPaid = callable(orderPay)

/**
 * `POST /v5/p2p/order/finish`.
 *
 * @since 0.1.0
 * @category endpoints
 */
export const orderFinish = Endpoint.make({
  name: "releaseP2POrder",
  method: "POST",
  path: "/v5/p2p/order/finish",
  auth: "private",
  request: P2P.OrderIdRequest,
  response: P2P.NoResult,
  envelope: "legacy"
})

/**
 * Releases the tokens of an order to the buyer (the seller).
 *
 * @since 0.1.0
 * @category p2p
 */
export const releaseP2POrder = callable(orderFinish)

/**
 * `POST /v5/p2p/order/buyer/examine/sellerCancelOrderApply`. Its page shows V5's envelope; the envelope decoder
 * reads either.
 *
 * @since 1.0.0
 * @category endpoints
 */
export const orderSellerCancelReview = Endpoint.make({
  name: "reviewP2PSellerCancel",
  method: "POST",
  path: "/v5/p2p/order/buyer/examine/sellerCancelOrderApply",
  auth: "private",
  request: P2P.SellerCancelReviewRequest,
  response: P2P.NoResult,
  envelope: "legacy"
})

/**
 * Accepts (`PASS`) or refuses (`REJECT`, with a reason and proofs) the seller's request to cancel an order (the
 * buyer, while the order's `needBuyerExamineCancel` is true).
 *
 * @since 1.0.0
 * @category p2p
 */
export const reviewP2PSellerCancel = callable(orderSellerCancelReview)

/**
 * `POST /v5/p2p/order/message/send`.
 *
 * @since 0.1.0
 * @category endpoints
 */
export const messageSend = Endpoint.make({
  name: "sendP2POrderMessage",
  method: "POST",
  path: "/v5/p2p/order/message/send",
  auth: "private",
  request: P2P.SendMessageRequest,
  response: P2P.NoResult,
  envelope: "legacy"
})

/**
 * Sends a chat message (text, or the URL of an uploaded image, pdf or video) in an order.
 *
 * @since 0.1.0
 * @category p2p
 */
export const sendP2POrderMessage = callable(messageSend)

/**
 * `POST /v5/p2p/oss/upload_file`.
 *
 * @since 0.1.0
 * @category endpoints
 */
export const ossUploadFile = Endpoint.make({
  name: "uploadP2PChatFile",
  method: "POST",
  path: "/v5/p2p/oss/upload_file",
  auth: "private",
  request: P2P.UploadFileRequest,
  response: P2P.UploadedFile,
  envelope: "legacy",
  bodyEncoding: "multipart"
})

/**
 * Uploads an image, pdf or video (jpg, jpeg, png, pdf, mp4) for an order chat; send its `url` with
 * `sendP2POrderMessage` (`contentType` `pic`, `pdf` or `video`).
 *
 * @since 0.1.0
 * @category p2p
 */
export const uploadP2PChatFile = callable(ossUploadFile)

/**
 * `POST /v5/p2p/order/message/list`.
 *
 * @since 0.1.0
 * @category endpoints
 */
export const messageList = Endpoint.make({
  name: "getP2POrderMessageList",
  method: "POST",
  path: "/v5/p2p/order/message/list",
  auth: "private",
  request: P2P.MessagesRequest,
  response: P2P.ChatMessages,
  envelope: "legacy",
  idempotent: true
})

/**
 * The chat messages of an order from a message id (the older path; `getP2POrderMessages` pages by number).
 *
 * @since 0.1.0
 * @category p2p
 */
export const getP2POrderMessageList = callable(messageList)

/**
 * `POST /v5/p2p/order/message/listpage`.
 *
 * @since 0.1.0
 * @category endpoints
 */
export const messageListPage = Endpoint.make({
  name: "getP2POrderMessages",
  method: "POST",
  path: "/v5/p2p/order/message/listpage",
  auth: "private",
  request: P2P.MessagesPageRequest,
  response: P2P.ChatMessages,
  envelope: "legacy",
  idempotent: true
})

/**
 * The chat messages of an order, page by page.
 *
 * @since 0.1.0
 * @category p2p
 */
export const getP2POrderMessages = callable(messageListPage)

/**
 * `POST /v5/p2p/user/personal/info`.
 *
 * @since 0.1.0
 * @category endpoints
 */
export const userPersonalInfo = Endpoint.make({
  name: "getP2PUserInfo",
  method: "POST",
  path: "/v5/p2p/user/personal/info",
  auth: "private",
  request: NoParams.NoParams,
  response: P2P.P2PUserInfo,
  envelope: "legacy",
  idempotent: true
})

/**
 * The caller's P2P profile.
 *
 * @since 0.1.0
 * @category p2p
 */
export const getP2PUserInfo = callable(userPersonalInfo)

/**
 * `POST /v5/p2p/user/order/personal/info`.
 *
 * @since 0.1.0
 * @category endpoints
 */
export const userOrderPersonalInfo = Endpoint.make({
  name: "getP2PCounterpartyUserInfo",
  method: "POST",
  path: "/v5/p2p/user/order/personal/info",
  auth: "private",
  request: P2P.CounterpartyInfoRequest,
  response: P2P.P2PUserInfo,
  envelope: "legacy",
  idempotent: true
})

/**
 * The profile of an order's counterparty.
 *
 * @since 0.1.0
 * @category p2p
 */
export const getP2PCounterpartyUserInfo = callable(userOrderPersonalInfo)

/**
 * `POST /v5/p2p/user/payment/list`.
 *
 * @since 0.1.0
 * @category endpoints
 */
export const userPaymentList = Endpoint.make({
  name: "getP2PUserPayments",
  method: "POST",
  path: "/v5/p2p/user/payment/list",
  auth: "private",
  request: NoParams.NoParams,
  response: P2P.UserPayments,
  envelope: "legacy",
  idempotent: true
})

/**
 * The caller's payment methods (their `id`s go into ads' `paymentIds`).
 *
 * @since 0.1.0
 * @category p2p
 */
export const getP2PUserPayments = callable(userPaymentList)

/**
 * Every endpoint of this module.
 *
 * @since 0.1.0
 * @category endpoints
 */
export const endpoints = [
  itemOnline,
  itemCreate,
  itemCancel,
  itemUpdate,
  itemPersonalList,
  itemInfo,
  orderSimplifyList,
  orderInfo,
  orderPendingList,
  orderPay,
  orderFinish,
  orderSellerCancelReview,
  messageSend,
  ossUploadFile,
  messageList,
  messageListPage,
  userPersonalInfo,
  userOrderPersonalInfo,
  userPaymentList
] as const
