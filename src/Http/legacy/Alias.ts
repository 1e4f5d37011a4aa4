/**
 * A call of one older client that the exchange serves on another family's path (the v2 market data and wallet
 * paths shared by the inverse, linear and inverse-futures clients, the server time, the derivatives v3 market data,
 * the USDC reads shared by options and perpetuals): the same definition under the calling client's method name, so
 * each family lists every call of its client without a second copy of the path and schemas.
 *
 * @since 0.1.0
 */
import * as Endpoint from "../Endpoint.js"

/**
 * `source` under the method name `name`; path, signing, envelope and schemas are the source's.
 *
 * @since 0.1.0
 * @category constructors
 */
export const alias = <const Name extends string, A extends Endpoint.Auth, P, PI, R, RI, E>(
  source: Endpoint.Endpoint<string, A, P, PI, R, RI, E>,
  name: Name
): Endpoint.Endpoint<Name, A, P, PI, R, RI, E> => Endpoint.rename(source, name)
