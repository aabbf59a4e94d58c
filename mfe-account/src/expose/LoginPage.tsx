import { LoginPage } from '../features/login/LoginPage';

/** './LoginPage': /account/login. */
export default function LoginPageExpose() {
  return <LoginPage />;
}
