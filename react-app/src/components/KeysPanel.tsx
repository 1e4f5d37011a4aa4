import { useEffect, useRef, useState } from "react"
import { useAtomSet, useAtomValue } from "../atom-react/index.js"
import { connectKeysAtom, forgetKeysAtom, keysStateAtom } from "../atoms/Account.js"
import { appConfigAtom, envAtom } from "../atoms/Config.js"
import { hasKeysAtom } from "../atoms/Runtime.js"
import * as KeyStore from "../lib/KeyStore.js"

/**
 * API keys, typed into the page and held in memory; checked against the exchange before use. "Keep in this tab"
 * stores them in sessionStorage (gone when the tab closes), so a reload reconnects; never localStorage or the URL.
 */
export function KeysPanel() {
  const config = useAtomValue(appConfigAtom)
  const env = useAtomValue(envAtom)
  const state = useAtomValue(keysStateAtom)
  const hasKeys = useAtomValue(hasKeysAtom)
  const connect = useAtomSet(connectKeysAtom)
  const forget = useAtomSet(forgetKeysAtom)
  const [apiKey, setApiKey] = useState("")
  const [apiSecret, setApiSecret] = useState("")
  const [remember, setRemember] = useState(() => KeyStore.load(env) !== undefined)
  const restored = useRef<string | undefined>(undefined)
  // keys kept in this tab reconnect once per environment, as if typed again
  useEffect(() => {
    if (restored.current === env) return
    restored.current = env
    const kept = KeyStore.load(env)
    if (kept === undefined || hasKeys) return
    setApiKey(kept.apiKey)
    setRemember(true)
    connect({ ...kept, remember: true })
  }, [env, hasKeys, connect])
  const demoKeys = config.demoKeys
  return (
    <div className="keys" data-testid="keys-panel">
      <form
        className="keys-form"
        onSubmit={(event) => {
          event.preventDefault()
          connect({ apiKey, apiSecret, remember })
          setApiSecret("")
        }}
      >
        <input
          data-testid="api-key"
          placeholder="API key"
          aria-label="API key"
          autoComplete="off"
          spellCheck={false}
          value={apiKey}
          onChange={(event) => setApiKey(event.target.value)}
        />
        <input
          data-testid="api-secret"
          placeholder="API secret"
          aria-label="API secret"
          type="password"
          autoComplete="off"
          value={apiSecret}
          onChange={(event) => setApiSecret(event.target.value)}
        />
        <label className="check">
          <input
            type="checkbox"
            data-testid="keys-remember"
            checked={remember}
            onChange={(event) => setRemember(event.target.checked)}
          />
          Keep in this tab until it closes (sessionStorage)
        </label>
        <div className="keys-buttons">
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
          <button
            type="button"
            data-testid="keys-forget"
            disabled={!hasKeys}
            onClick={() => {
              forget(undefined)
              setApiKey("")
              setApiSecret("")
              setRemember(false)
            }}
          >
            Forget
          </button>
        </div>
      </form>
      <div className={`keys-state ${state === "connected" ? "up" : state === "none" ? "muted" : "down"}`}>
        Keys: <span data-testid="keys-state">{state}</span>
      </div>
    </div>
  )
}
