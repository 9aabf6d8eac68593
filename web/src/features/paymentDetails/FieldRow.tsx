import { Col, Row } from 'antd';
import { Children, type ReactNode } from 'react';

/** Fields side by side, half the row each on a wider screen and one under the other on a phone. */
export function FieldRow({ children }: { children: ReactNode }) {
  return (
    <Row gutter={16}>
      {Children.toArray(children).map((field, i) => (
        <Col key={i} xs={24} sm={12}>
          {field}
        </Col>
      ))}
    </Row>
  );
}
