import { ArcRotateCamera } from '@babylonjs/core/Cameras/arcRotateCamera.js';
import { Vector3 } from '@babylonjs/core/Maths/math.vector.js';
import { defineNodeType, titles } from '../../sdk/index.js';
import { ORBIT_CAMERA_DESCRIPTORS } from './descriptors.js';

/** Every number property of the table is an ArcRotateCamera field of the same name. */
const CAMERA_FIELDS = ORBIT_CAMERA_DESCRIPTORS.filter((d) => d.type === 'number').map((d) => d.name);

/** The orbit camera: a Babylon ArcRotateCamera from the document (the editor's views keep their own cameras). */
export const orbitCameraType = defineNodeType({
  id: 'OrbitCamera',
  titles: titles('Orbit camera', '轨道相机', '軌道相機'),
  descriptors: ORBIT_CAMERA_DESCRIPTORS,
  container: false,
  readElsewhere: { active: 'stored for the player, which starts on the active camera; the editor keeps its own cameras' },
  engine: {
    create(node, ctx) {
      const previous = ctx.scene.activeCamera;
      const camera = new ArcRotateCamera(node.name, -Math.PI / 2, Math.PI / 3, 20, Vector3.Zero(), ctx.scene, false);
      ctx.scene.activeCamera = previous;
      return camera;
    },
    apply(camera, props) {
      const fields = camera as unknown as Record<string, number>;
      for (const name of CAMERA_FIELDS) if (props.changed(name)) fields[name] = props.number(name);
      if (props.changed('target')) {
        const v = props.vector3('target');
        // Keep the document's angles and distance (cloneAlphaBetaRadius): by default setTarget rebuilds them from the
        // camera's last computed position, which undid alpha, beta and radius whenever they changed with the target.
        camera.setTarget(new Vector3(v.x, v.y, v.z), false, false, true);
      }
    },
    dispose: (camera) => camera.dispose(),
  },
});
