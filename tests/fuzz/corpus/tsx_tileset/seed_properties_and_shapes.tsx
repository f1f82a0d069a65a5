<?xml version="1.0"?>
<tileset name="shipped" tilewidth="32" tileheight="32" tilecount="40" columns="8">
  <image source="../../../assets/tileset.png" width="256" height="160"/>
  <tile id="0">
   <properties>
    <property name="collides" value="true"/>
   </properties>
  </tile>
  <tile id="16">
   <objectgroup draworder="index" id="2">
    <object id="1" x="3" y="3" width="26" height="26">
     <ellipse/>
    </object>
   </objectgroup>
  </tile>
  <tile id="20">
   <objectgroup draworder="index" id="2">
    <object id="1" x="14" y="0" width="4" height="32"/>
   </objectgroup>
  </tile>
  <tile id="8">
   <objectgroup draworder="index" id="2">
    <object id="1" x="0" y="32">
     <polygon points="0,0 32,0 32,-32"/>
    </object>
   </objectgroup>
  </tile>
 </tileset>
