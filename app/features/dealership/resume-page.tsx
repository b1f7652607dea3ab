import { Form } from 'react-router';
import { Button } from '../../components/button';
import { TextField } from '../../components/text-field';
import { UnavailablePage } from './unavailable-page';

/** The query parameter the code form sends to the resume route. */
export const RESUME_CODE_PARAM = 'codigo';
export const RESUME_FORM_PATH = '/concesionario-digital/continue';

interface ResumePageProps {
  message: string;
  detail?: string;
  styleKey?: string;
  /** Offers to type a code (none was found, or none was given). */
  askForCode: boolean;
  code?: string;
}

/**
 * docs/product.md §2 dealership_resume when it can't move on to a step: the reason, and a form to type the operation code.
 * The form is a plain GET that works without JavaScript and always loads the whole page (docs/product.md §2: a full page reload).
 */
export function ResumePage({ message, detail, styleKey, askForCode, code }: ResumePageProps) {
  return (
    <UnavailablePage message={message} detail={detail} styleKey={styleKey}>
      {askForCode && (
        <Form method="get" action={RESUME_FORM_PATH} reloadDocument className="dealership__panel resume-form">
          <TextField
            label="Código de operación"
            name={RESUME_CODE_PARAM}
            defaultValue={code}
            required
            autoComplete="off"
            autoCapitalize="characters"
            spellCheck={false}
            helpText="Son 12 letras y números: está en el e-mail que te enviamos al empezar."
          />
          <Button type="submit" variant="secondary">
            Retomar mi reserva
          </Button>
        </Form>
      )}
    </UnavailablePage>
  );
}
