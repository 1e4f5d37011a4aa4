/**
 * A key's open private and trade connections, counted at the emulator (what the fleet tests hold to one and one).
 */
import type * as Emulator from "../../src/Emulator/Emulator.js"

/** The key's open private and trade connections at the emulator. */
export const socketsOf = (emulator: Emulator.EmulatorHandle, apiKey: string) => {
  const open = emulator.admin.openSockets().filter((s) => s.apiKey === apiKey)
  return {
    private: open.filter((s) => s.path.includes("private")).length,
    trade: open.filter((s) => s.path.includes("trade")).length
  }
}
