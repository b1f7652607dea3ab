import { redirect } from 'react-router';

// Until the home page exists, the catalogue is the site's front door.
export function loader() {
  return redirect('/vehiculos-0km');
}
