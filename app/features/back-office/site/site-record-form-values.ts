import { isChannelRoutingInput, isContactChannelInput } from '#domain/back-office/contact-channels';
import type { SiteRecordKind } from '#domain/back-office/site-editing-records';

/** A record's form values by field name: what was typed, or the record as it is saved. */
export type RecordValues = Partial<Record<string, string>>;

/**
 * The values a record's form shows: what was typed, or the record as saved. A member who may not change the fields
 * where personal data goes, or those that decide where it goes, sees those as saved, whatever was typed.
 */
export function formValuesOf(
  kind: SiteRecordKind,
  saved: RecordValues,
  typed: RecordValues | undefined,
  may: { channels: boolean; routing: boolean },
): RecordValues {
  if (!typed) return saved;
  const locked = (name: string) =>
    (!may.channels && isContactChannelInput(kind, name)) ||
    (!may.routing && isChannelRoutingInput(kind, name));
  const kept = Object.entries(saved).filter(([name]) => locked(name));
  const others = Object.entries(typed).filter(([name]) => !locked(name));
  return Object.fromEntries([...others, ...kept]);
}
