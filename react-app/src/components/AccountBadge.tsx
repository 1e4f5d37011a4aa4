/**
 * The account (private) stream's state as a badge in the header. Its own chunk, with the account side's runtime:
 * loaded after the first paint (the header shows `none` until then, as no keys can be in force before it).
 */
import * as AsyncResult from "effect/reactivity/AsyncResult"
import { useAtomValue } from "../atom-react/index.js"
import { privateStateAtom } from "../atoms/Private.js"
import { Badge } from "./Badge.js"

/** The private stream's state: `none` without keys. */
export function AccountBadge() {
  const priv = useAtomValue(privateStateAtom)
  return <Badge label="account" state={AsyncResult.isSuccess(priv) ? priv.value : "none"} testId="private-state" />
}
