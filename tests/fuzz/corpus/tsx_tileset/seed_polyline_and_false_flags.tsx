<?xml version="1.0"?>
<tileset name="shipped" tilewidth="32" tileheight="32" tilecount="40" columns="8">
  <image source="../../../assets/tileset.png" width="512" height="160"/>
  <tile id="0">
   <properties>
    <property name="blocked" value=""/>
   </properties>
  </tile>
  <tile id="3">
   <properties>
    <property name="collide" type="bool" value="false"/>
   </properties>
  </tile>
  <tile id="8">
   <objectgroup draworder="index" id="2">
    <object id="1" x="0" y="2">
     <polyline points="0,0 32,0 32,30"/>
    </object>
   </objectgroup>
  </tile>
 </tileset>
