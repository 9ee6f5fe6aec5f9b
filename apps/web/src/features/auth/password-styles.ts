/* Password fields' styles, with the steps that show them (not with the email step). */
import '@/features/auth/auth-styles';
import '@mantine/core/styles/PasswordInput.css';
