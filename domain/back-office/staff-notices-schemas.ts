import { z } from 'zod';
import { STAFF_NOTICE_MODES } from './staff-notices';

/** The own account page's choice of how notices arrive. */
export const noticeModeSchema = z.object({
  notice_mode: z.enum(STAFF_NOTICE_MODES, 'Elegí cómo querés recibir los avisos.'),
});
