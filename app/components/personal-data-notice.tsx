import { PRIVACY_PATH } from '#domain/content/privacy';
import { useFrameData } from '../features/navigation/frame-data';
import { Link } from './link';

/**
 * Beside every form that asks for personal data: what it is used for, a link to the privacy policy, and the Ley
 * 25.326 legend (Disposición 10/2008), which comes with the frame's page data rather than with the script.
 */
export function PersonalDataNotice({ purpose }: { purpose: string }) {
  const legend = useFrameData()?.dataProtectionLegend;
  return (
    <div className="personal-data-notice">
      <p>
        {purpose} Conocé cómo los cuidamos en nuestra <Link to={PRIVACY_PATH}>política de privacidad</Link>.
      </p>
      {legend && <p className="personal-data-notice__legend">{legend}</p>}
    </div>
  );
}
