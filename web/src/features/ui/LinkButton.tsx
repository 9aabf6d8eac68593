import { Button, type ButtonProps } from 'antd';
import type { MouseEvent } from 'react';
import { useNavigate } from 'react-router';

/** An antd button that is a link (an <a href>) and navigates inside the app without reloading. */
export function LinkButton({ to, onClick, ...props }: Omit<ButtonProps, 'href'> & { to: string }) {
  const navigate = useNavigate();
  // A disabled action is a disabled <button> (an <a> without href is no control at all).
  if (props.disabled) return <Button {...props} />;
  return (
    <Button
      {...props}
      href={to}
      onClick={(event: MouseEvent<HTMLElement>) => {
        onClick?.(event);
        if (event.defaultPrevented || event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
        event.preventDefault();
        void navigate(to);
      }}
    />
  );
}
