import { CONTACT_CHANNELS_ADMIN_ONLY } from '#domain/back-office/contact-channels';

/** Why some fields are shown but not offered, for the roles that may not change them. */
export function ChannelsNote({ channels }: { channels: boolean }) {
  return channels ? null : <p className="admin-help">{CONTACT_CHANNELS_ADMIN_ONLY}</p>;
}
