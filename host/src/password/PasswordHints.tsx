import { chakra, Text, VisuallyHidden } from '@portal/ui/chakra';
import { PASSWORD_HINTS, PASSWORD_SERVER_HINT } from '@portal/api';

/**
 * The new password's rules, on screen before the user types and ticked off while they do (decision 0038). Read by
 * screen readers through the field's description; each rule says whether it is met.
 */
export function PasswordHints({ id, password }: { id: string; password: string }) {
  return (
    <chakra.div id={id} data-testid="password-hints" fontSize="sm" color="fg.muted">
      <Text>Новый пароль должен содержать:</Text>
      <chakra.ul listStyleType="none" ps="1" m="0">
        {PASSWORD_HINTS.map((hint) => {
          const met = hint.met(password);
          return (
            <chakra.li key={hint.id} data-rule={hint.id} data-met={met ? 'true' : 'false'} color={met ? 'fg.success' : 'fg.muted'} display="flex" gap="1.5">
              <chakra.span aria-hidden="true" width="1em" flexShrink={0} textAlign="center">
                {met ? '✓' : '•'}
              </chakra.span>
              <span>
                {hint.text}
                <VisuallyHidden>{met ? ' — выполнено' : ' — не выполнено'}</VisuallyHidden>
              </span>
            </chakra.li>
          );
        })}
      </chakra.ul>
      <Text>{PASSWORD_SERVER_HINT}</Text>
    </chakra.div>
  );
}
