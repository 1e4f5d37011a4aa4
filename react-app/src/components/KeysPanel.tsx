import { useAtomSet, useAtomValue } from "@effect-atom/atom-react"
import { useState } from "react"
import { connectKeysAtom, keysStateAtom } from "../atoms/Account.js"
import { appConfigAtom } from "../atoms/Config.js"

/** API keys, typed into the page and kept in memory only; checked against the exchange before use. */
export function KeysPanel() {
  const config = useAtomValue(appConfigAtom)
  const state = useAtomValue(keysStateAtom)
  const connect = useAtomSet(connectKeysAtom)
  const [apiKey, setApiKey] = useState("")
  const [apiSecret, setApiSecret] = useState("")
  const demoKeys = config.demoKeys
  return (
    <section className="panel keys">
      <h2>API keys</h2>
      <form
        className="keys-form"
        onSubmit={(event) => {
          event.preventDefault()
          connect({ apiKey, apiSecret })
        }}
      >
        <input
          data-testid="api-key"
          placeholder="API key"
          autoComplete="off"
          value={apiKey}
          onChange={(event) => setApiKey(event.target.value)}
        />
        <input
          data-testid="api-secret"
          placeholder="API secret"
          type="password"
          autoComplete="off"
          value={apiSecret}
          onChange={(event) => setApiSecret(event.target.value)}
        />
        <button type="submit" data-testid="keys-connect">
          Connect
        </button>
        {demoKeys === null ? null : (
          <button
            type="button"
            data-testid="keys-demo"
            onClick={() => {
              setApiKey(demoKeys.apiKey)
              setApiSecret(demoKeys.apiSecret)
            }}
          >
            Demo keys
          </button>
        )}
      </form>
      <div className={`keys-state ${state === "connected" ? "up" : state === "none" ? "muted" : "down"}`}>
        <span data-testid="keys-state">{state}</span>
      </div>
    </section>
  )
}
