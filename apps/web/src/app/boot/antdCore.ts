// A step of the app's start (main.tsx): antd's core (its configuration provider, theme and motion
// utilities), which every component shares, evaluated in a task of its own before the providers.
export { ConfigProvider } from 'antd';
