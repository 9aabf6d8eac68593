import { ConfigProvider, type ThemeConfig } from 'antd';
import { Outlet } from 'react-router';

/** Large controls at least 44 px high with 16 px text (WCAG 2.5.5; no zoom on focus in mobile Safari). */
const touchTheme: ThemeConfig = { token: { controlHeightLG: 44, fontSizeLG: 16 } };

/** The layout of the client's and the supporter's screens, used mostly on phones: every antd control large. */
export function TouchFriendly() {
  return (
    <ConfigProvider componentSize="large" theme={touchTheme}>
      <Outlet />
    </ConfigProvider>
  );
}
